import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRules, formatDiagnostic } from '../src/index.ts';

/**
 * The examples of this package's README check clean, as a reader who copies one expects: its rule
 * files (the code blocks with no language) with no diagnostic, and each line of the language it
 * quotes (`If …`, `Bid …`, `Set …`, `Means …`, `Does …`, `Value …`) with ok: true on its own, next to a Bid line. The
 * section "Errors you will meet" shows mistakes on purpose and is left out.
 */

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
const taught = readme.slice(0, readme.indexOf('\n## Errors you will meet'));

/** The README's rule files: its code blocks with no language named. */
const ruleBlocks = [...taught.matchAll(/^```\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');

/** Lines of the language quoted in the text, read as one line where the README wraps them. */
const quotedLines = [
  ...new Set(
    [...taught.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/`([^`]+)`/g)]
      .map((m) => (m[1] ?? '').replace(/\s+/g, ' '))
      .filter((text) => /^(If|Bid|Set|Means|Does|Value) /.test(text)),
  ),
];

/** How the README describes a line's form, not an example of it. */
const FORMS = new Set([
  'If test',
  'Set something to value',
  'Bid call',
  'Means "text"',
  'Means in Indonesian "text"',
  'Does property, …',
  'Value "name" is number',
]);
const isForm = (text: string): boolean => FORMS.has(text) || /\b(BID|SUIT|TYPE)\b/.test(text);

/** A quoted line as a source that stands alone: tests and meanings need their Bid line. */
function alone(text: string): string {
  // "after `If points >= 22 / Bid 2 Clubs`": a rule written on one line, its lines cut by " / ".
  const lines = text.split(' / ');
  const last = lines[lines.length - 1] ?? '';
  if (last.startsWith('If ')) lines.push('Bid Pass');
  if (lines[0]?.startsWith('Means ')) lines.unshift('Bid Pass');
  // A property needs a call it can be said of: a double's, or a bid's.
  if (lines[0]?.startsWith('Does ')) lines.unshift(lines[0].includes('double for') ? 'Bid Double' : 'Bid 2 Clubs');
  return lines.join('\n');
}

const problems = (source: string): string[] => checkRules(source, 'README.md').diagnostics.map(formatDiagnostic);

describe('the README', () => {
  it('has rule files and quoted lines to check', () => {
    expect(ruleBlocks.length).toBeGreaterThanOrEqual(2);
    expect(quotedLines.filter((text) => !isForm(text)).length).toBeGreaterThanOrEqual(40);
  });

  ruleBlocks.forEach((block, i) => {
    it(`rule file ${i + 1} (${block.split('\n')[0] ?? ''}) checks with no diagnostic`, () => {
      expect(problems(block)).toEqual([]);
    });
  });

  for (const text of quotedLines.filter((t) => !isForm(t))) {
    it(`${text} checks ok, next to a Bid line`, () => {
      const result = checkRules(alone(text), 'README.md');
      expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
      expect(result.ok).toBe(true);
    });
  }

  it('a test of support alone is the one quoted line with a warning: no rule of its source sets support', () => {
    const warned = quotedLines.filter((text) => !isForm(text) && checkRules(alone(text)).diagnostics.length > 0);
    expect(warned).toEqual(["If support for my partner's first bid suit >= good"]);
  });
});

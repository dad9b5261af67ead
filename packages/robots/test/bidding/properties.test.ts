import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEATS, VULNERABILITIES, dealFromSeed, formatCall, type Vulnerability } from '@tenace/engine';
import { SAYC_SOURCE, compileRules, saycBook, withOptions, type RuleBook } from '@tenace/rules-dsl';
import { describe, expect, it } from 'vitest';
import { robotAuction } from '../../src/bidding/robot.ts';

/**
 * The robots read what a call does from the book's Does lines, never from the English of its
 * meaning: no source of theirs tests a meaning's words, and a book whose every Means line is
 * reworded bids exactly as the book does.
 */

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** A meaning's (or an explanation's) words tested as text: a regex, startsWith, includes, a match. */
const READS_WORDS =
  /\b(meaning|explanation)\b[^;]*\.(test|startsWith|endsWith|includes|match|matchAll|search)\(|\.(test|match|search)\([^)]*\b(meaning|explanation)\b/;

describe("the robots' sources", () => {
  it('never test the words of a meaning', () => {
    const found = sources(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${file.slice(SRC.length + 1)}:${i + 1}`, line }))
        .filter(({ line }) => READS_WORDS.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('and the check would see one', () => {
    expect(READS_WORDS.test("if (PENALTY.test(partnerLast.meaning ?? '')) return;")).toBe(true);
    expect(READS_WORDS.test("answer.meaning?.startsWith('Kings:') === true")).toBe(true);
    expect(READS_WORDS.test('const meaning = reading.rules[0]?.meaning;')).toBe(false);
  });
});

/**
 * The SAYC book with every Means line's words replaced (`Means "Meaning 1"`, `Means in Indonesian
 * "Meaning 2"`, …), and with `withoutDoes` its Does lines left out as well.
 */
function reworded(withoutDoes = false): RuleBook {
  let n = 0;
  let source = SAYC_SOURCE.replace(
    /^(\s*)Means\b( in Indonesian)?.*$/gm,
    (_line, indent: string, language: string | undefined) => `${indent}Means${language ?? ''} "Meaning ${++n}"`,
  );
  if (withoutDoes) source = source.replace(/^\s*Does\b.*$/gm, '');
  const compiled = compileRules(source, 'sayc.rules');
  if (!compiled.ok) throw new Error(`the reworded book does not compile: ${compiled.error[0]?.message ?? ''}`);
  return compiled.value;
}

const DEALS = 300;

/** Four robots bid `DEALS` seeded deals by `book`: each auction, in order. */
function auctions(book: RuleBook, seed: string): string[] {
  return Array.from({ length: DEALS }, (_, i) => {
    const dealer = SEATS[i % 4] ?? 'N';
    const vulnerability: Vulnerability = VULNERABILITIES[Math.floor(i / 4) % 4] ?? 'None';
    const { auction } = robotAuction(dealFromSeed(`${seed}:${i}`, dealer), dealer, vulnerability, { book });
    return `${i} ${dealer} ${vulnerability}: ${auction.calls.map(formatCall).join(' ')}`;
  });
}

describe('a book whose every meaning is reworded', () => {
  const book = reworded();

  it('has other words', () => {
    const { calls } = robotAuction(dealFromSeed('reworded:0', 'N'), 'N', 'None', { book });
    expect(calls.some((c) => c.source === 'rules' && /^Meaning \d+$/.test(c.meaning))).toBe(true);
  });

  it(`bids ${DEALS} seeded deals exactly as the book does`, () => {
    expect(auctions(book, 'reworded')).toEqual(auctions(saycBook(), 'reworded'));
  });

  it('while without its Does lines it bids otherwise: the comparison can tell', () => {
    expect(auctions(reworded(true), 'reworded')).not.toEqual(auctions(saycBook(), 'reworded'));
  });

  it('and as the book played with Roman Keycard Blackwood', () => {
    const keycards = (b: RuleBook): RuleBook => {
      const played = withOptions(b, ['Roman Keycard Blackwood']);
      if (!played.ok) throw new Error(played.error.message);
      return played.value;
    };
    expect(auctions(keycards(book), 'reworded-keycards')).toEqual(auctions(keycards(saycBook()), 'reworded-keycards'));
  });
});

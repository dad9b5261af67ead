import { ok, type Result } from '@tenace/engine';
import type { RuleFile } from './ast.ts';
import { checkFile } from './checker.ts';
import { compileFile, type RuleBook } from './compile.ts';
import { compileExtension } from './extend.ts';
import { DiagnosticCollector, type Diagnostic } from './diagnostic.ts';
import { parseRules } from './parser.ts';

/** How many diagnostics `checkRules` lists unless told otherwise: enough to fix, small to send. */
export const MAX_DIAGNOSTICS = 100;

export interface CheckOptions {
  /** The most diagnostics listed (100 by default); `more` counts the rest. */
  readonly maxDiagnostics?: number;
}

export interface CheckResult {
  /** True when there is no error (warnings may remain), counting the diagnostics not listed. */
  readonly ok: boolean;
  /**
   * The file's errors and warnings in reading order, at most `maxDiagnostics` of them; when some
   * are left out, errors are kept before warnings, so `ok: false` always shows an error.
   */
  readonly diagnostics: readonly Diagnostic[];
  /** How many more diagnostics the file has than are listed. */
  readonly more: number;
}

/** Parses and checks a rule file: its syntax tree, and its errors and warnings in `collector`. */
function parseAndCheck(source: string, fileName: string, collector: DiagnosticCollector): RuleFile {
  const { file } = parseRules(source, fileName, collector);
  checkFile(file, collector);
  return file;
}

/** Parses and checks a rule file, reporting the problems found in it (the first 100 by default). Never throws. */
export function checkRules(source: string, fileName = 'rules', options: CheckOptions = {}): CheckResult {
  const collector = new DiagnosticCollector(Math.max(0, options.maxDiagnostics ?? MAX_DIAGNOSTICS));
  parseAndCheck(source, fileName, collector);
  const diagnostics = collector.list();
  return { ok: collector.errorCount === 0, diagnostics, more: collector.count - diagnostics.length };
}

export interface ParseCheckedOptions {
  /** Refuse warnings too: a book the program ships must not have any. */
  readonly rejectWarnings?: boolean;
}

/** The syntax tree of a rule file with no error (warnings don't stop it unless told); or its errors. */
export function parseCheckedRules(source: string, fileName = 'rules', options: ParseCheckedOptions = {}): Result<RuleFile, Diagnostic[]> {
  const collector = new DiagnosticCollector();
  const file = parseAndCheck(source, fileName, collector);
  const diagnostics = collector.list();
  const refused = options.rejectWarnings === true ? diagnostics : diagnostics.filter((d) => d.severity === 'error');
  return refused.length > 0 ? { ok: false, error: refused } : ok(file);
}

/**
 * Compiles a rule file once into the form `decide` and `readCall` evaluate; or its errors.
 * Warnings don't stop compilation.
 */
export function compileRules(source: string, fileName = 'rules'): Result<RuleBook, Diagnostic[]> {
  const parsed = parseCheckedRules(source, fileName);
  if (!parsed.ok) return parsed;
  return ok(parsed.value.extends === undefined ? compileFile(parsed.value) : compileExtension(parsed.value));
}

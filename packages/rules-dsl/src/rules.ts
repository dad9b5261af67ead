import { ok, type Result } from '@tenace/engine';
import type { RuleFile } from './ast.ts';
import { checkFile } from './checker.ts';
import { compileFile, type RuleBook } from './compile.ts';
import { sortDiagnostics, type Diagnostic } from './diagnostic.ts';
import { parseRules } from './parser.ts';

export interface CheckResult {
  /** True when there is no error (warnings may remain). */
  readonly ok: boolean;
  /** Every error and warning in the file, in reading order. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Parses and checks a rule file: its syntax tree and every error and warning, in reading order. */
function parseAndCheck(source: string, fileName: string): { readonly file: RuleFile; readonly diagnostics: readonly Diagnostic[] } {
  const parsed = parseRules(source, fileName);
  return { file: parsed.file, diagnostics: sortDiagnostics([...parsed.diagnostics, ...checkFile(parsed.file)]) };
}

/** Parses and checks a rule file, reporting every problem found in it. Never throws. */
export function checkRules(source: string, fileName = 'rules'): CheckResult {
  const { diagnostics } = parseAndCheck(source, fileName);
  return { ok: !diagnostics.some((d) => d.severity === 'error'), diagnostics };
}

/** The syntax tree of a rule file with no error (warnings don't stop it); or its errors. */
export function parseCheckedRules(source: string, fileName = 'rules'): Result<RuleFile, Diagnostic[]> {
  const { file, diagnostics } = parseAndCheck(source, fileName);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  return errors.length > 0 ? { ok: false, error: errors } : ok(file);
}

/**
 * Compiles a rule file once into the form `decide` and `readCall` evaluate; or its errors.
 * Warnings don't stop compilation.
 */
export function compileRules(source: string, fileName = 'rules'): Result<RuleBook, Diagnostic[]> {
  const parsed = parseCheckedRules(source, fileName);
  return parsed.ok ? ok(compileFile(parsed.value)) : parsed;
}

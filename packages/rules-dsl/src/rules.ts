import { ok, type Result } from '@tenace/engine';
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

/** Parses and checks a rule file, reporting every problem found in it. Never throws. */
export function checkRules(source: string, fileName = 'rules'): CheckResult {
  const parsed = parseRules(source, fileName);
  const diagnostics = sortDiagnostics([...parsed.diagnostics, ...checkFile(parsed.file)]);
  return { ok: !diagnostics.some((d) => d.severity === 'error'), diagnostics };
}

/**
 * Compiles a rule file once into the form `decide` and `readCall` evaluate; or its errors.
 * Warnings don't stop compilation.
 */
export function compileRules(source: string, fileName = 'rules'): Result<RuleBook, Diagnostic[]> {
  const parsed = parseRules(source, fileName);
  const diagnostics = sortDiagnostics([...parsed.diagnostics, ...checkFile(parsed.file)]);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) return { ok: false, error: errors };
  return ok(compileFile(parsed.file));
}

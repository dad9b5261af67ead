/** Parsers and rule checks return results instead of throwing: bad input is data, not an exception. */
export interface EngineError<C extends string = string> {
  readonly code: C;
  /** Plain words a player understands: "the hand has 14 cards; a hand has 13". */
  readonly message: string;
}

export type Result<T, E = EngineError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const err = <C extends string>(code: C, message: string): { readonly ok: false; readonly error: EngineError<C> } => ({
  ok: false,
  error: { code, message },
});

/** For trusted input (tests, constants): unwraps or throws with the error's message. */
export function unwrap<T, E extends { message: string }>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw new Error(result.error.message);
}

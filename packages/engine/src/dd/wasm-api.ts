/**
 * The WebAssembly API as the engine uses it. Node, browsers and the Workers runtime all have it,
 * but the engine's TypeScript libraries (ES2022, no DOM) do not declare it, so its few parts are
 * typed here, in one place.
 */

/** A compiled module (WebAssembly.Module): opaque to the engine. */
export type CompiledModule = object;

// biome-ignore lint/suspicious/noConfusingVoidType: an imported function may return a number or nothing.
type Imports = Record<string, Record<string, (...args: number[]) => number | void>>;

interface WebAssemblyApi {
  readonly Module: new (bytes: Uint8Array) => CompiledModule;
  readonly Instance: new (module: CompiledModule, imports: Imports) => { readonly exports: object };
  /** What a trap (`unreachable`, a fault) throws into JavaScript. */
  readonly RuntimeError: new (
    ...args: never[]
  ) => Error;
}

export const webAssembly = (globalThis as unknown as { readonly WebAssembly: WebAssemblyApi }).WebAssembly;

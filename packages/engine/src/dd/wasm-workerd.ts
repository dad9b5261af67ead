import compiled from './dd.wasm';
import type { CompiledModule } from './wasm-api.ts';

/**
 * The compiled search in the Workers runtime, which compiles no WebAssembly from bytes at run time:
 * the bundler (wrangler) imports the .wasm as a compiled module.
 */
export const ddModule: CompiledModule = compiled;

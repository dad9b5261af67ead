import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webAssembly, type CompiledModule } from './wasm-api.ts';

/**
 * The compiled search for Node (tests, benchmarks, scripts): read beside this file and compiled
 * once when the engine is first imported. The Workers runtime compiles no WebAssembly at run time;
 * it gets the module through wasm-workerd.ts (package.json `imports`, condition `workerd`).
 */
export const ddModule: CompiledModule = new webAssembly.Module(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'dd.wasm')),
);

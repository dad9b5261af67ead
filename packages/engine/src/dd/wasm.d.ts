/** A .wasm file imported in the Workers runtime is a compiled module (wrangler's CompiledWasm rule). */
declare module '*.wasm' {
  const compiled: object;
  export default compiled;
}

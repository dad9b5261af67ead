/** What every route module's Hono app knows about the Worker: its bindings (from wrangler.jsonc). */
export type ApiEnv = { Bindings: Env };

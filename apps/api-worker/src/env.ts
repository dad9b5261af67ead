import type { Language } from '@tenace/rules-dsl';

/**
 * What every route module's Hono app knows about the Worker: its bindings (from wrangler.jsonc),
 * and the language of the book's words the request asked for (language.ts; set on the routes that use it).
 */
export type ApiEnv = { Bindings: Env; Variables: { language?: Language } };

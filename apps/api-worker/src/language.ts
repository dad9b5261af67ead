import { z } from '@hono/zod-openapi';
import type { Language } from '@tenace/rules-dsl';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from './env.ts';

/** `?lang=`, documented on each route whose answer carries the book's words. */
export const LangQuery = z.object({
  lang: z.enum(['en', 'id']).optional().openapi({
    description:
      "The language of the rule book's meanings (and the frame words around them): `en` English, `id` Indonesian. Without it, the Accept-Language header decides; English when it prefers neither.",
    example: 'id',
  }),
});

/** A language range of Accept-Language with its weight (`id-ID;q=0.8`). */
const weighted = (part: string, index: number): { tag: string; q: number; index: number } => {
  const [range = '', ...params] = part.split(';').map((p) => p.trim());
  const q = params.find((p) => p.startsWith('q='));
  const weight = q === undefined ? 1 : Number(q.slice(2));
  return { tag: range.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(weight) ? weight : 0, index };
};

/** The language an Accept-Language header prefers among English and Indonesian: English unless it ranks Indonesian first. */
export function preferredLanguage(header: string | undefined): Language {
  if (header === undefined) return 'en';
  const ranked = header
    .split(',')
    .map(weighted)
    .filter((r) => r.q > 0)
    // Highest weight first; the header's order among equals.
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((r) => r.tag === 'en' || r.tag === 'id');
  return first?.tag === 'id' ? 'id' : 'en';
}

/** `?lang=` when given (the route's schema refuses another value), else Accept-Language. */
export const language = createMiddleware<ApiEnv>(async (c, next) => {
  const asked = c.req.query('lang');
  c.set('language', asked === 'id' || asked === 'en' ? asked : preferredLanguage(c.req.header('Accept-Language')));
  await next();
});

/** The language the middleware resolved for this request (English where it did not run). */
export const requestLanguage = (c: Context<ApiEnv>): Language => c.get('language') ?? 'en';

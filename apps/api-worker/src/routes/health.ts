import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ApiEnv } from '../env.ts';
import { jsonResponse } from '../openapi.ts';

const Health = z.object({ ok: z.literal(true) }).openapi('Health');

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Service'],
  summary: 'Whether the API is up',
  responses: { 200: jsonResponse(Health, 'The API answers.') },
});

export const healthRoutes = new OpenAPIHono<ApiEnv>().openapi(health, (c) => c.json({ ok: true as const }, 200));

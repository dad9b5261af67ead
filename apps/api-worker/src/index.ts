/** The Worker's entry point. Durable Object classes will be exported from here too. */
import { createApp } from './app.ts';

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;

/** The Worker's entry point. Durable Object classes will be exported from here too. */
import { createApp } from './app.ts';
import { prepareIsolate } from './startup.ts';

const app = createApp();
prepareIsolate(app);

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;

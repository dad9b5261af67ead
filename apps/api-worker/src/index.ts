/** The Worker's entry point: the API, and the Durable Object classes that hold each game and each book of one's own. */
import { createApp } from './app.ts';
import { prepareIsolate } from './startup.ts';

export { BookStore } from './books/store.ts';
export { GameSession } from './games/session.ts';

const app = createApp();
prepareIsolate(app);

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;

/** Calls the app in-process, as a site or a script would over HTTP. */
import { createApp } from '../../src/app.ts';

export const app = createApp();

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  Promise.resolve(
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  );

export const postText = (path: string, body: string, headers: Record<string, string> = {}): Promise<Response> =>
  Promise.resolve(app.request(path, { method: 'POST', headers, body }));

export interface ErrorJson {
  error: { code: string; message: string; path: (string | number)[] };
}

/** The JSON of an error response, after checking its status and shape. */
export async function errorOf(response: Response, status: number): Promise<ErrorJson['error']> {
  if (response.status !== status) throw new Error(`expected status ${status}, got ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as ErrorJson;
  if (typeof body.error?.message !== 'string' || typeof body.error.code !== 'string' || !Array.isArray(body.error.path)) {
    throw new Error(`not the API's error shape: ${JSON.stringify(body)}`);
  }
  return body.error;
}

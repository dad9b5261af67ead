/**
 * Requests at the edges of HTTP, sent to a running server byte for byte: what `fetch` will not
 * send (odd methods, `*` and absolute-form targets) and bodies streamed without a Content-Length.
 * For tests and the probe script against `wrangler dev`.
 */
import http from 'node:http';
import net from 'node:net';

export interface ProbeAnswer {
  /** The status code, or undefined when no answer came (the text says why). */
  readonly status: number | undefined;
  /** The status line, or what went wrong: `timed out after 10 s`, `connection reset`. */
  readonly line: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const failed = (line: string): ProbeAnswer => ({ status: undefined, line, headers: {}, body: '' });

/** Splits a raw HTTP/1.1 answer (sent with `Connection: close`, so it is whole). */
function parseAnswer(raw: string): ProbeAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const [line = '', ...fields] = (end < 0 ? raw : raw.slice(0, end)).split('\r\n');
  const headers: Record<string, string> = {};
  for (const field of fields) {
    const colon = field.indexOf(':');
    if (colon > 0) headers[field.slice(0, colon).trim().toLowerCase()] = field.slice(colon + 1).trim();
  }
  const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(line)?.[1]);
  return { status: Number.isInteger(status) ? status : undefined, line, headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

/** Whether `raw` holds a whole answer: its head, and as much body as Content-Length says (none for HEAD). */
function complete(raw: Buffer, head: boolean): boolean {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const answer = parseAnswer(raw.subarray(0, end + 4).toString('utf8'));
  if (head || answer.status === 204 || answer.status === 304) return true;
  const length = answer.headers['content-length'];
  if (length !== undefined) return raw.length - (end + 4) >= Number(length);
  return answer.headers['transfer-encoding'] === 'chunked' && raw.subarray(end + 4).includes('0\r\n\r\n');
}

/**
 * Sends `requestLine` (`FOO /api/v1/health HTTP/1.1`) with a Host header and `body`, exactly as
 * written, over a fresh connection, and reads the whole answer (without waiting for the server to
 * close: workerd keeps the connection a few seconds despite `Connection: close`).
 */
export function rawRequest(port: number, requestLine: string, body = '', timeoutMs = 10_000): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const finish = (answer: ProbeAnswer): void => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => finish(failed(`timed out after ${timeoutMs / 1000} s`)));
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (complete(received, requestLine.startsWith('HEAD '))) finish(parseAnswer(received.toString('utf8')));
    });
    socket.on('end', () => finish(parseAnswer(received.toString('utf8'))));
    socket.on('error', (error) => finish(failed(error.message)));
    const length = body === '' ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\n`;
    socket.write(`${requestLine}\r\nHost: localhost:${port}\r\n${length}Connection: close\r\n\r\n${body}`);
  });
}

/** Sends `method path` with `bytes` of body in 1,000-byte chunks and no Content-Length (chunked). */
export function chunkedRequest(port: number, method: string, path: string, bytes: number, timeoutMs = 10_000): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        timeout: timeoutMs,
        headers: { 'transfer-encoding': 'chunked', 'content-type': 'application/json' },
      },
      (response) => {
        const received: Buffer[] = [];
        response.on('data', (data: Buffer) => received.push(data));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers[name] = value;
          const status = response.statusCode;
          resolve({
            status,
            line: `HTTP/${response.httpVersion} ${String(status)} ${response.statusMessage ?? ''}`,
            headers,
            body: Buffer.concat(received).toString('utf8'),
          });
        });
      },
    );
    request.on('timeout', () => {
      request.destroy();
      resolve(failed(`timed out after ${timeoutMs / 1000} s`));
    });
    // The server may answer (413) and close while the rest is still being sent.
    request.on('error', (error) => resolve(failed(error.message)));
    const chunk = 'x'.repeat(1000);
    let sent = 0;
    const pump = (): void => {
      while (sent < bytes) {
        const size = Math.min(chunk.length, bytes - sent);
        sent += size;
        if (!request.write(chunk.slice(0, size))) {
          request.once('drain', pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

/** GET `path` over a fresh connection, giving up after `timeoutMs`. */
export const getRequest = (port: number, path: string, timeoutMs = 10_000): Promise<ProbeAnswer> =>
  rawRequest(port, `GET ${path} HTTP/1.1`, '', timeoutMs);

/** An answer in one line: `413 {"error":{"code":"body-too-large",…` or `timed out after 10 s`. */
export const describeAnswer = (answer: ProbeAnswer, width = 100): string => {
  if (answer.status === undefined) return answer.line;
  const text = `${answer.status} ${answer.headers['content-type'] ?? ''} ${answer.body.replace(/\s+/g, ' ')}`;
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
};

/** Request lines at the edges of HTTP/1.1, for a server on `port`: which of them reach the app? */
export const edgeRequestLines = (port: number): readonly { readonly line: string; readonly body?: string }[] => [
  { line: 'CONNECT /api/v1/health HTTP/1.1' },
  { line: `CONNECT localhost:${port} HTTP/1.1` },
  { line: 'FOO /api/v1/health HTTP/1.1' },
  { line: 'FOO /api/v1/nothing HTTP/1.1' },
  { line: 'post /api/v1/evaluate HTTP/1.1', body: '{"hand":"AKQ2.K93.T8.QJ43"}' },
  { line: 'Post /api/v1/evaluate HTTP/1.1', body: '{"hand":"AKQ2.K93.T8.QJ43"}' },
  { line: 'get /api/v1/health HTTP/1.1' },
  { line: 'PUT /api/v1/health HTTP/1.1' },
  { line: 'DELETE /api/v1/evaluate HTTP/1.1' },
  { line: 'QUERY /api/v1/health HTTP/1.1' },
  { line: 'PROPFIND /api/v1/evaluate HTTP/1.1' },
  { line: 'HEAD /api/v1/health HTTP/1.1' },
  { line: 'HEAD /api/v1/evaluate HTTP/1.1' },
  { line: 'OPTIONS * HTTP/1.1' },
  { line: 'GET * HTTP/1.1' },
  { line: 'GET http://other.example/api/v1/health HTTP/1.1' },
  { line: `GET http://localhost:${port}/api/v1/health HTTP/1.1` },
  { line: 'GET api/v1/health HTTP/1.1' },
];

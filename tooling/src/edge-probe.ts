/**
 * What `wrangler dev` answers at the edges of HTTP, printed: bodies over the 64 KiB limit sent
 * without a Content-Length, each followed by a GET of the health route (a Worker that leaves a body
 * half read makes that GET hang under wrangler dev), and request lines with odd methods and
 * targets (which reach the app, and what the runtime says to the rest).
 *
 *   npx tsx src/edge-probe.ts [repeats]      (in tooling/; 3 repeats by default)
 */
import { startDevServer } from './dev-server.ts';
import { chunkedRequest, describeAnswer, edgeRequestLines, getRequest, rawRequest } from './http-probe.ts';

const repeats = Number(process.argv[2] ?? 3);
const server = await startDevServer();
try {
  console.log(`wrangler dev on port ${server.port}\n\nOversized bodies, each followed by GET /api/v1/health (10 s to answer):`);
  let hung = 0;
  for (const bytes of [70_000, 1_000_000, 8_000_000]) {
    for (let i = 0; i < repeats; i++) {
      const started = Date.now();
      const big = await chunkedRequest(server.port, 'POST', '/api/v1/evaluate', bytes);
      const tookBig = Date.now() - started;
      const next = await getRequest(server.port, '/api/v1/health');
      if (next.status !== 200) hung++;
      console.log(
        `  chunked ${bytes.toLocaleString('en')} B: ${describeAnswer(big, 70)} (${tookBig} ms)\n      then: ${describeAnswer(next, 70)}`,
      );
    }
  }
  const declared = await rawRequest(server.port, 'POST /api/v1/evaluate HTTP/1.1', 'x'.repeat(70_000));
  const afterDeclared = await getRequest(server.port, '/api/v1/health');
  if (afterDeclared.status !== 200) hung++;
  console.log(`  Content-Length 70,000: ${describeAnswer(declared, 70)}\n      then: ${describeAnswer(afterDeclared, 70)}`);
  console.log(`  ${hung === 0 ? 'every' : `${hung} of the`} next request${hung === 0 ? ' was' : 's were not'} answered normally`);

  console.log('\nOdd request lines (raw, over fresh connections):');
  for (const { line, body } of edgeRequestLines(server.port)) {
    const answer = await rawRequest(server.port, line, body);
    console.log(
      `  ${line.padEnd(52)} ${describeAnswer(answer, 90)}${answer.headers.allow === undefined ? '' : `  Allow: ${answer.headers.allow}`}`,
    );
  }
} finally {
  await server.stop();
}

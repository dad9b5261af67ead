// Each tool embedded by a page of another origin (another host and port), as a club's site would:
// the iframe loads (no frame-blocking header), works, and shows the API's answer or its error in words.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../src/chromium.ts';
import { browserSuite } from '../src/suite.ts';

const { baseUrl, browser } = browserSuite({ viewport: { width: 1600, height: 900 } });
let host: Server;
let hostUrl: string;

/** A club's page on 127.0.0.1 embedding the three tools from localhost, by the snippets' markup. */
const clubPage = (app: string): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bridge club</title></head>
<body><h1>Our bridge club</h1>
<iframe src="${app}/embed/evaluate" title="Hand evaluator" width="100%" height="620" style="border:0;max-width:480px"></iframe>
<iframe src="${app}/embed/score" title="Score calculator" width="100%" height="720" style="border:0;max-width:480px"></iframe>
<iframe src="${app}/embed/dd" title="Double-dummy table" width="100%" height="640" style="border:0;max-width:480px"></iframe>
</body></html>`;

beforeAll(async () => {
  host = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(clubPage(baseUrl));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // The browser may still hold a keep-alive connection to the club's page: close() alone waits
  // for it (a minute), so the connections go first.
  host.closeAllConnections();
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

const frame = (title: string): FrameLocator => browser().page.frameLocator(`iframe[title="${title}"]`);

describe('the embeddable tools', () => {
  it('answer /embed/* with no header that forbids framing', async () => {
    for (const tool of ['evaluate', 'score', 'dd']) {
      const response = await fetch(`${baseUrl}/embed/${tool}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('content-security-policy') ?? '').not.toMatch(/frame-ancestors/);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('work inside iframes of another origin', async () => {
    const { page } = browser();
    expect(new URL(hostUrl).origin).not.toBe(new URL(baseUrl).origin);
    await page.goto(hostUrl);

    const evaluate = frame('Hand evaluator');
    await evaluate.getByRole('heading', { name: 'Hand evaluator' }).waitFor();
    // A wrong hand first: the API's reason, in words.
    await evaluate.getByLabel('Hand').fill('AKQ2.K93.T8.QJ4');
    await evaluate.getByRole('button', { name: 'Evaluate' }).click();
    await evaluate.getByRole('alert').getByText('the hand has 12 cards; a hand has 13', { exact: false }).waitFor();
    await evaluate.getByLabel('Hand').fill('AKQ2.K93.T8.QJ43');
    await evaluate.getByRole('button', { name: 'Evaluate' }).click();
    await evaluate.getByText('High-card points').waitFor();
    expect(await evaluate.locator('.figures dd').first().textContent()).toBe('15');

    const score = frame('Score calculator');
    await score.getByLabel('Level').selectOption('4');
    await score.getByLabel('Strain').selectOption('S');
    await score.getByLabel('Doubled?').selectOption('X');
    await score.getByLabel('Tricks taken by declarer').selectOption('10');
    await score.getByRole('button', { name: 'Score it' }).click();
    const table = score.getByRole('table');
    await table.getByText('Game bonus (not vulnerable)').waitFor();
    expect(await table.locator('tfoot td').allTextContents()).toEqual(['+590', '−590']);

    const dd = frame('Double-dummy table');
    await dd.getByRole('button', { name: 'Fill in an example deal' }).click();
    await dd.getByRole('button', { name: 'Analyse' }).click();
    await dd.getByRole('table').waitFor({ timeout: 90_000 });
    const rows = await dd.locator('tbody tr').count();
    expect(rows).toBe(4);
    await dd.getByText(/^Par: /).waitFor();
    await screenshot(page, 'embeds-on-another-origin');
  });
});

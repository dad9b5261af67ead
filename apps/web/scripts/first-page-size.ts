/**
 * Prints the gzipped size of the JavaScript the first page loads (the entry script and the modules
 * index.html preloads; pages loaded later come in their own chunks) and fails the build above the
 * budget. Run after `vite build`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const firstPage = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map(
  (match) => match[1] ?? '',
);
const gzipped = (file: string): number => gzipSync(readFileSync(path.join(dist, file))).length;
// kB of 1,000 bytes, as Vite prints them.
const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

const firstBytes = firstPage.reduce((sum, file) => sum + gzipped(file), 0);
const allScripts = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const allBytes = allScripts.reduce((sum, file) => sum + gzipped(path.join('assets', file)), 0);

console.log(
  `first page JavaScript: ${kb(firstBytes)} kB gzipped in ${firstPage.length} file(s) (budget ${BUDGET_KB} kB); all pages: ${kb(allBytes)} kB in ${allScripts.length} files`,
);
if (firstPage.length === 0) {
  console.error('index.html loads no script: the build is broken');
  process.exit(1);
}
if (firstBytes > BUDGET_KB * 1000) {
  console.error(`the first page's JavaScript is over the ${BUDGET_KB} kB budget`);
  process.exit(1);
}

/**
 * Writes each rule book of systems/ as a TypeScript module under src/books/, so the books load the
 * same way in Node, Workers and browsers (no file system, no bundler plugin). The .rules file stays
 * the source; run this after editing one:
 *
 *   npx tsx scripts/embed-books.ts           (writes the modules)
 *   npx tsx scripts/embed-books.ts --check   (exits 1 when a module is out of date)
 *
 * test/books.test.ts fails while a module is out of date, so `pnpm test` catches a stale embed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_BOOKS, embeddedModule } from '../src/books/embed.ts';

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');
let stale = 0;
for (const book of EMBEDDED_BOOKS) {
  const source = readFileSync(fileURLToPath(new URL(`systems/${book.file}`, root)), 'utf8');
  const target = fileURLToPath(new URL(`src/books/${book.module}`, root));
  const wanted = embeddedModule(book, source);
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = '';
  }
  if (current === wanted) continue;
  if (check) {
    console.error(`src/books/${book.module} is out of date with systems/${book.file}: run npx tsx scripts/embed-books.ts`);
    stale++;
  } else {
    writeFileSync(target, wanted);
    console.log(`wrote src/books/${book.module} from systems/${book.file}`);
  }
}
process.exit(stale > 0 ? 1 : 0);

/**
 * Writes apps/web/src/api/generated.ts, the web app's types of API v1, from the OpenAPI document
 * the app serves (scripts/openapi-types.ts). Run it after changing a schema of an answer:
 *
 *   npx -y pnpm@12.4.2 --filter @tenace/api-worker run web-types            (writes the file)
 *   npx -y pnpm@12.4.2 --filter @tenace/api-worker run web-types --check    (exits 1 when it is out of date)
 *
 * test/unit/web-types.test.ts fails while the file is out of date, so `pnpm test` catches it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_TYPES_PATH, webApiTypes } from './openapi-types.ts';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..', WEB_TYPES_PATH);
const wanted = await webApiTypes();
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  current = '';
}
if (current === wanted) {
  console.log(`${WEB_TYPES_PATH} is up to date`);
} else if (process.argv.includes('--check')) {
  console.error(
    `${WEB_TYPES_PATH} is out of date with the API's schemas: run npx -y pnpm@12.4.2 --filter @tenace/api-worker run web-types`,
  );
  process.exit(1);
} else {
  writeFileSync(target, wanted);
  console.log(`wrote ${WEB_TYPES_PATH}`);
}

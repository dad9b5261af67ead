/**
 * Makes sure Debian's Chromium is installed for the browser tests: nothing to do when it is there;
 * otherwise `apt-get install chromium` when this runs as root on a Debian-like system (as CI and the
 * project's machines do); otherwise it says what to install and fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';

if (!existsSync(CHROMIUM_PATH)) {
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}: install Debian's package 'chromium' (apt-get install chromium), then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Chromium for the browser tests (apt-get install chromium; a few minutes the first time)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit code ${String(run.status)})`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get installed chromium, but there is still nothing at ${CHROMIUM_PATH}`);
    process.exit(1);
  }
}

// Component tests: the pages' building blocks rendered in happy-dom, no server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    // Above the 30 s a findBy… may wait (test/setup.ts), so a page that never shows it fails there, saying what it lacked.
    testTimeout: 60_000,
  },
});

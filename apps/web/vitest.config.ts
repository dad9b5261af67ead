// Component tests: the pages' building blocks rendered in happy-dom, no server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: { name: 'web', include: ['test/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});

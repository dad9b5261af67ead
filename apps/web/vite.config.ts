import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  // `vite` alone (pnpm dev here) serves the pages with hot reload and sends the API to a running `pnpm start`.
  server: { proxy: { '/api': `http://localhost:${process.env['API_PORT'] ?? '8787'}` } },
});

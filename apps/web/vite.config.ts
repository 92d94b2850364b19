import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentCss } from './build/mantine-component-css.ts';
import { noTestOnlyFiles } from './build/no-test-only-files.ts';
import { pageBoot } from './build/page-boot.ts';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [noTestOnlyFiles(), react(), mantineComponentCss(), pageBoot()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to name a page's own lazy chunks (apps/server/src/web/page-assets.ts).
    manifest: true,
    // The server entry imports every page eagerly to tell which ones a render used (entry-server.tsx),
    // so the routes' lazy imports cannot split it, and are not meant to.
    rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
  },
  // The server entry carries its dependencies (Mantine, React Router, TanStack Query …) in one
  // file: loading them from node_modules file by file took a second of every server start.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': api,
      '/identity': api,
      '/webhooks': api,
    },
  },
});

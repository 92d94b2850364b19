import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentCss } from './build/mantine-component-css.ts';
import { pageBoot } from './build/page-boot.ts';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), mantineComponentCss(), pageBoot()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to link the CSS of the page's own lazy chunks (apps/server/src/web/page-styles.ts).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': api,
      '/identity': api,
      '/webhooks': api,
    },
  },
});

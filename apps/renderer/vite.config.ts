import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { UserConfig } from 'vite';

// The renderer's pages (pages/) and their client bundles. The Node server in
// src/server mounts Vite's dev middleware in development and serves dist/ in
// production, so Vite's own preview server is never used.
export default {
  plugins: [react(), vike()],
  // Template packages and the UI kit are TypeScript sources inside the workspace;
  // one React for all of them.
  resolve: { dedupe: ['react', 'react-dom'] },
  build: { target: 'es2022' },
} satisfies UserConfig;

import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { UserConfig } from 'vite';
import { noCssPreload } from './src/build-plugins/no-css-preload.ts';

// The renderer's pages (pages/) and their client bundles. The Node server in
// src/server mounts Vite's dev middleware in development and serves dist/ in
// production, so Vite's own preview server is never used.
export default {
  plugins: [react(), vike(), noCssPreload()],
  // Template packages and the UI kit are TypeScript sources inside the workspace;
  // one React for all of them.
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    target: 'es2022',
    // The CSS is split by chunk, so that each page type's stylesheet holds only
    // what that page may draw; the server joins a page's pieces into the one
    // stylesheet it carries in its head (src/server/render/inline-style.ts), and
    // noCssPreload keeps a dynamic import() from fetching that CSS again.
    cssCodeSplit: true,
    sourcemap: process.env.RENDERER_SOURCEMAP === 'true',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React and what every page hydrates with: one file, not five.
              name: 'react',
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              // The schema library is only for pages and dialogs that validate a
              // shopper's input; kept in a chunk of its own, it never rides along
              // with small shared modules into pages that validate nothing.
              name: 'zod',
              priority: 10,
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

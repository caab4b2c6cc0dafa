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
  build: {
    target: 'es2022',
    // One stylesheet for every page of every site (about 11 KB compressed),
    // cached once, instead of a stylesheet per component.
    cssCodeSplit: false,
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

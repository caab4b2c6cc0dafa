import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Measures the kit's weight on a page: a library build of one entry, React and
// React DOM external (every page has them anyway), minified like production.
// CORE_PURE=1 treats @forecourt/core as free of side effects, as it would be with
// "sideEffects": false in its package.json: then only the slider rules come along,
// not zod and every schema behind the core's index.
const corePure = process.env.CORE_PURE === '1';
export default defineConfig({
  plugins: [react()],
  logLevel: 'info',
  build: {
    outDir: join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    minify: true,
    cssMinify: true,
    lib: {
      entry: join(import.meta.dirname, 'car-card-and-filters.ts'),
      formats: ['es'],
      fileName: 'car-card-and-filters',
    },
    rollupOptions: {
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      ...(corePure
        ? { treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/core/') } }
        : {}),
    },
  },
});

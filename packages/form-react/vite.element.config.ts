import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// <siteguard-form> with React and antd bundled in. Two builds (`--mode es` and `--mode iife`): the
// ES module keeps the rich-text editor in its own lazily loaded chunk; an IIFE cannot split, so
// there it is inlined. antd writes its CSS at run time, so the bundle is all there is to load.
export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  return {
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: !iife,
      chunkSizeWarningLimit: 4000,
      lib: {
        entry: fileURLToPath(new URL('./src/element/index.ts', import.meta.url)),
        name: 'SiteguardForm',
        formats: [iife ? 'iife' : 'es'],
        fileName: () => (iife ? 'siteguard-form.iife.js' : 'siteguard-form.js'),
      },
      rolldownOptions: iife ? { output: { codeSplitting: false } } : {},
    },
  };
});

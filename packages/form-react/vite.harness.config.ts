import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Playwright harness: index.html (the runtime API on fixtures) and element.html (the custom
// element in a plain page; the element bundle from dist/ is copied in as a public file).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./harness'),
  base: './',
  publicDir: here('./dist'),
  plugins: [react()],
  build: {
    outDir: here('./dist-harness'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: {
        index: here('./harness/index.html'),
        element: here('./harness/element.html'),
        dialogs: here('./harness/dialogs.html'),
        designer: here('./harness/designer.html'),
      },
    },
  },
  preview: { port: 18490, strictPort: true, host: '127.0.0.1' },
});

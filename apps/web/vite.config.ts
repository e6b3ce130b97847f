import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';

const DEFAULT_API_PROXY = 'http://localhost:8080';

// Chunk groups (docs/decisions/0018). Every chunk a page needs is a request, a module record to link
// and an entry in the list vite's preload helper walks for each dynamic import (its check grows with
// the square of that list): split antd by every combination of pages that use a piece of it and the
// dashboard needed 180 chunks, and spent more time loading them than running them. So antd is two
// long-cached chunks: what the sign-in route draws (it keeps its download budget, decision 0004), and
// the rest of antd and ProComponents, shared by the console's pages.
const ANTD =
  /[\\/]node_modules[\\/](antd|@ant-design[\\/](?!plots[\\/])|@rc-component|rc-[\w-]+|@emotion|stylis|dayjs)[\\/]/;
// Not `app` (modal, message and notification: FeedbackApp wraps only the signed-in shell and the
// register page) and not `result` (its pictures: the exception screens load lazily).
const SIGN_IN_WIDGETS =
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](alert|button|checkbox|config-provider|form|input|segmented|skeleton|space)[\\/]/;
const FEEDBACK_WIDGETS = /[\\/]node_modules[\\/]antd[\\/]es[\\/](app|message|modal|notification|result)[\\/]/;
// Each language's texts (antd's and dayjs's) load on their own when that language is chosen.
const LOCALE = /[\\/]locale[\\/]/;

const chunkGroups = [
  { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 10 },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  // The sign-in widgets and, through their imports, antd's theme and config core.
  { name: 'antd-base', test: SIGN_IN_WIDGETS, priority: 22 },
  // antd's App (modal, message, notification) and Result: the register and exception pages need them
  // without the console's whole antd, the sign-in page not at all.
  { name: 'antd-feedback', test: FEEDBACK_WIDGETS, priority: 21 },
  {
    name: 'antd',
    // Not the charts (@ant-design/plots): only the pages with charts load those.
    test: (id: string) => ANTD.test(id) && !LOCALE.test(id),
    priority: 20,
    minShareCount: 2,
  },
];

// Small shared chunks (decision 0021): the automatic splitting cuts the app's own code into a chunk per
// set of importers, about 70 files under 10 KB for the dashboard alone, and on a cold visit they queue
// six at a time on HTTP/1.1 while the main thread waits. Rolldown copies chunks under this size into
// the chunks that read them; its runtime keeps one module instance across the copies. Style modules
// stay files (Vite emits a chunk's CSS from every chunk that lists the module).
const inlineCommonChunks = {
  maxSize: 10 * 1024,
  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
};

// The contracts package only declares schemas, endpoint tables and constants: nothing registers
// itself on import. Saying so lets the bundler drop the modules a route never uses (the sign-in
// route needs the login contract, not the user-administration or timer tables).
const sideEffectFree = [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }];

export default defineConfig(({ mode }) => {
  // Only the proxy target is read from the environment; nothing secret is ever compiled into the app.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      // The service worker (src/serviceWorker/sw.ts): alert pushes as phone notifications. Registered by
      // the console itself (shell/serviceWorker.ts); no manifest yet (issue #35 makes the app installable).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/serviceWorker',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: { globPatterns: ['favicon.svg'] },
      }),
      precompress(),
    ],
    server: {
      proxy: {
        '/api': { target: env.VITE_API_PROXY || DEFAULT_API_PROXY, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        // The console, and the public pages a QR code opens (the permit site page, the tracking pages):
        // small entries of their own, no React, no antd.
        input: { main: 'index.html', siteView: 'site-view.html', tracking: 'tracking.html' },
        treeshake: { moduleSideEffects: sideEffectFree },
        // The three entries are pages, not libraries: nothing imports their exports, and inlining
        // needs them free to drop unused ones.
        preserveEntrySignatures: false,
        output: {
          codeSplitting: { groups: chunkGroups, experimentalInlineCommonChunks: inlineCommonChunks },
        },
      },
    },
  };
});

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const DEFAULT_API_PROXY = 'http://localhost:8080';

// Vendor groups: libraries that change rarely get their own long-cached chunks. antd and
// ProComponents are split by the routes that import them (entriesAware), so a page's widgets never
// land in the sign-in route's download.
const vendorGroups = [
  { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 10 },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'antd',
    test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@emotion|stylis|dayjs)[\\/]/,
    priority: 20,
    entriesAware: true,
  },
];

// The contracts package only declares schemas, endpoint tables and constants: nothing registers
// itself on import. Saying so lets the bundler drop the modules a route never uses (the sign-in
// route needs the login contract, not the user-administration or timer tables).
const sideEffectFree = [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }];

export default defineConfig(({ mode }) => {
  // Only the proxy target is read from the environment; nothing secret is ever compiled into the app.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react()],
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
        output: { codeSplitting: { groups: vendorGroups } },
      },
    },
  };
});

// Must run before antd renders anything: adapts antd 5's static methods and wave effect to React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import './shell/reduced-motion.css';
import './shell/tables.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { restoreHkConfigId } from './features/cameras/hkConfig';
import { i18nReady } from './i18n/i18n';
import { router } from './router';
import { AppProviders } from './shell/AppProviders';
import { startServiceWorker } from './shell/serviceWorker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Every request carries the camera configuration the user picked last (spec §7 hkConfig header).
restoreHkConfigId();

// The first render waits for the active language's common texts (a small lazily loaded module).
await i18nReady;

// After the page's own loading: the worker matters to notifications, not to this first paint.
startServiceWorker();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

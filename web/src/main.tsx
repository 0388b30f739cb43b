import './styles/base.css';
import './styles/layout.css';
import './styles/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { buildUpdates } from './lib/build-update';
import { installPreloadErrorHandler } from './lib/chunk-reload';

// Before the router starts loading its first lazy routes.
installPreloadErrorHandler();
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

buildUpdates.start();

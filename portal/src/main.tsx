import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installClientErrorReporting, reportReactError } from './api/client-error-reporter';
import { App } from './app/app';
import { startPreviewIfFramed } from './preview/preview-gate';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/header.css';
import './styles/components.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Unhandled errors go to api/ClientError once each (access spec §7), not to the console.
installClientErrorReporting();

// Inside the settings studio's frame only: fetch the live-preview bridge (a separate chunk).
startPreviewIfFramed();

// The first render as a transition (decision 408): React renders the app in slices of a few milliseconds
// instead of one long task, so the browser stays responsive while the login screen is built, and the boot
// logo the server put in #root stays on screen until React's first frame replaces it.
const root = createRoot(container, { onCaughtError: reportReactError, onUncaughtError: reportReactError });
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

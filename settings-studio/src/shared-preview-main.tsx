/**
 * The shared preview's own page (`/studio/shared-preview#<token>`, decision 390): a change request's
 * preview for a colleague without a studio session. A page of its own, not a route of the studio, so
 * it loads none of the studio's signed-in screens.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import SharedPreviewPage from './features/preview/shared-preview-page';
import './studio.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SharedPreviewPage />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/**
 * The preview lab's own page (`/studio/preview-lab`): it drives the live preview from a few local
 * fields, without a staff session, as the preview's harness for its e2e test and bench (decision 260).
 * A page of its own, not a route of the studio, so the server can leave it out in production (decision 288).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import PreviewLab from './features/preview/preview-lab';
import './studio.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PreviewLab />
      </QueryClientProvider>
    </StrictMode>,
  );
}

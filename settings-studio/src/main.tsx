import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './app/studio-app';
import './studio.css';

// The preview lab (#/preview-lab) drives the live preview from a few local fields, without a staff session:
// the preview's harness for its e2e test and bench (decision 260). A chunk of its own, outside the first page.
const PreviewLab = lazy(() => import('./features/preview/preview-lab'));

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {window.location.hash.startsWith('#/preview-lab') ? (
          <Suspense fallback={null}>
            <PreviewLab />
          </Suspense>
        ) : (
          <StudioApp />
        )}
      </QueryClientProvider>
    </StrictMode>,
  );
}

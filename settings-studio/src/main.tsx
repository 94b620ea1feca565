import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioIntro } from './studio-intro';
import './studio.css';

// The preview lab is a test page (decision 260): a chunk of its own, never in the studio's first page.
const PreviewLab = lazy(() => import('./features/preview/preview-lab').then((m) => ({ default: m.PreviewLab })));

const queryClient = new QueryClient();

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
          <StudioIntro />
        )}
      </QueryClientProvider>
    </StrictMode>,
  );
}

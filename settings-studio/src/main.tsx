import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './app/studio-app';
import './studio.css';

// The preview lab is a page of its own (preview-lab.html, decision 288), never part of the studio.
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StudioApp />
      </QueryClientProvider>
    </StrictMode>,
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '@/api/query-client';
import { createPortalRouter } from './router';

// One router for the page's lifetime; created at module load so a re-render never rebuilds it.
const router = createPortalRouter();

/**
 * The portal: server state (TanStack Query) around the hash router. The dialog host is mounted by
 * the root route (RootFrame) so dialogs live inside the router and can navigate.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

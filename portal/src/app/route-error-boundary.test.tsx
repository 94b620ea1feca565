import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reportClientError } from '@/api/client-error-reporter';
import { LoggedOutLayout } from './layouts/logged-out-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { guardLazy } from './route-screens';

vi.mock('@/api/client-error-reporter', () => ({ reportClientError: vi.fn() }));

describe('route error view', () => {
  it('shows the page-error banner inside the layout when a page fails to load, and reports it', async () => {
    const router = createMemoryRouter(
      [
        {
          Component: LoggedOutLayout,
          children: [
            { path: '/home/login', element: <h1>Login</h1> },
            {
              path: '/home/faq',
              errorElement: <RouteErrorBoundary />,
              lazy: guardLazy(() => Promise.reject(new Error('chunk failed'))),
            },
          ],
        },
      ],
      { initialEntries: ['/home/login'] },
    );
    render(<RouterProvider router={router} />);
    await router.navigate('/home/faq');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while trying to load that page.');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // The report is sent from an effect, which may run after the banner is on screen.
    await waitFor(() =>
      expect(reportClientError).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' })),
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSettings, setApplicationOptions } from '@/settings/settings-store';
import { LoggedOutLayout } from './logged-out-layout';

function renderLayout(settings: Record<string, string> = {}) {
  setApplicationOptions({ gassySettings: { shared: settings, english: {} }, institutionOptions: {} });
  const router = createMemoryRouter(
    [{ Component: LoggedOutLayout, children: [{ path: '/home/faq', element: <h1>FAQ</h1> }] }],
    {
      initialEntries: ['/home/faq'],
    },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => resetSettings());

describe('logged-out layout', () => {
  it('renders the routed page inside main and a footer with the copyright year', () => {
    renderLayout();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'FAQ' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Copyright © ${new Date().getFullYear()}`);
  });

  it('toggles the disclosures between Show Disclosures and Hide Disclosures, collapsed at first', async () => {
    renderLayout({ 'shell.disclosuresText': '<p>Equal Housing Lender</p>' });
    const toggle = screen.getByRole('button', { name: 'Show Disclosures' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toHaveClass('is-open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide Disclosures');
    expect(panel).toHaveClass('is-open');
    expect(await screen.findByText('Equal Housing Lender')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Show Disclosures');
  });

  it('shows up to three footer images with their alt texts', () => {
    renderLayout({
      'footer.image1': '/img/ehl.svg',
      'footer.image1AltText': 'Equal Housing Lender',
      'footer.image3': '/img/ncua.svg',
    });
    expect(screen.getByRole('img', { name: 'Equal Housing Lender' })).toHaveAttribute('src', '/img/ehl.svg');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

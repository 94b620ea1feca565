import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { FaqPage } from './faq-page';

afterEach(() => resetShellState());

const render = (settings: Record<string, string> = {}, path = '/myaccount/faq') =>
  renderShell(
    [
      { path: 'myaccount/faq', element: <FaqPage /> },
      { path: 'home/faq', element: <FaqPage /> },
    ],
    path,
    { settings },
  );

describe('FAQ page', () => {
  it('lists General first, then Security, Account, Rates and Holidays, and shows General', () => {
    render({ 'faq.generalContent': '<p>General answers</p>' });
    const nav = screen.getByRole('navigation', { name: 'Frequently Asked Questions' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['General', 'Security', 'Account', 'Rates', 'Holidays']);
    expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();
    expect(screen.getByText('General answers')).toBeInTheDocument();
  });

  it('the sidebar and the mobile menu both switch sections; the text is sanitized', async () => {
    render({
      'faq.ratesContent': '<p>Rates <a href="javascript:alert(1)">here</a><script>alert(1)</script></p>',
      'faq.holidaysContent': '<p>Closed on holidays</p>',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Rates' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Rates' })).toBeInTheDocument();
    const content = screen.getByText(/Rates/, { selector: 'p' });
    expect(content.innerHTML).not.toContain('script');
    expect(content.innerHTML).not.toContain('javascript:');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Holidays');
    expect(screen.getByText('Closed on holidays')).toBeInTheDocument();
  });

  it('hidden sections are left out; logged out shows the logo and Back to Login', () => {
    render({ 'faq.generalHidden': 'true', 'faq.ratesHidden': 'TRUE' }, '/home/faq');
    const nav = screen.getByRole('navigation', { name: 'Frequently Asked Questions' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Security', 'Account', 'Holidays']);
    expect(screen.getByRole('heading', { level: 2, name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/home/login');
  });
});

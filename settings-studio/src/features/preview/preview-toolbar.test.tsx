import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreviewToolbar, type PreviewToolbarProps } from './preview-toolbar';

const props = (canSignIn: boolean): PreviewToolbarProps => ({
  path: '/home/login',
  onRoute: () => {},
  canSignIn,
  userName: null,
  users: [{ username: 'basic.user', tags: ['basic'], description: 'Personal borrower' }],
  onUser: () => {},
  userError: null,
  width: 'desktop',
  onWidth: () => {},
  picking: false,
  onTogglePick: () => {},
  language: 'en',
  languages: ['en', 'es'],
  onLanguage: () => {},
});

describe('PreviewToolbar', () => {
  it('when an editor or publisher previews, then they may choose the scenario borrower', () => {
    render(<PreviewToolbar {...props(true)} />);
    expect(screen.getByRole('combobox', { name: 'Signed in as' })).toBeInTheDocument();
  });

  it('when a viewer previews, then there is no borrower to choose, and the toolbar says who may', () => {
    render(<PreviewToolbar {...props(false)} />);
    expect(screen.queryByRole('combobox', { name: 'Signed in as' })).toBeNull();
    expect(screen.getByText('Only editors and publishers can preview as a signed-in borrower.')).toBeInTheDocument();
  });

  it('when the page list is opened, then the dialog-only screens are offered and a chosen one shows as chosen', () => {
    render(<PreviewToolbar {...props(true)} path="/preview-dialog/achTerms" />);
    const page = screen.getByRole('combobox', { name: 'Page' });
    expect(page).toHaveValue('/preview-dialog/achTerms');
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    for (const title of [
      'Announcement dialog (login)',
      'Update Now dialog (mobile app)',
      'ACH terms dialog (payments)',
      'E-statement agreement dialog',
      'Rich-text agreement dialog',
    ])
      expect(names.filter((name) => name?.startsWith(`${title} (/preview-dialog/`))).toHaveLength(1);
  });

  it('when Español is chosen, then the toolbar asks for the preview in Spanish and each language is named in itself', async () => {
    const onLanguage = vi.fn();
    render(<PreviewToolbar {...props(true)} onLanguage={onLanguage} />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(group).toContainElement(spanish);
    await userEvent.click(spanish);
    expect(onLanguage).toHaveBeenCalledWith('es');
  });
});

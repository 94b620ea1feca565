import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { openDialog } from '@/session/dialog-store';
import { renderShell, resetShellState } from '@/testing/render-shell';

const routes = [{ path: 'home/login', element: <p>Login screen</p> }];
const settings = {
  'loginPage.announcementTitle': 'Spring news',
  'loginPage.announcementText': '<p>Branches close early on Friday.</p>',
  'loginPage.updateNowTitle': 'New app version',
  'loginPage.updateNowText': 'Please update the app.',
  'agreements.agreement1': 'https://lender.example/ach|2026-01-01|ACH Authorization|ach',
  'agreements.agreement2': 'https://lender.example/estatements|2026-01-01|E-Statement Consent|estatements',
  'agreements.agreement1RichText': '<p>You authorize debits.</p>',
};

afterEach(() => resetShellState());

describe('dialog-only screens in the studio preview', () => {
  it('when the preview opens each screen, then the dialog shows with the institution texts and agreements, and its button closes it', async () => {
    const user = userEvent.setup();
    renderShell(routes, '/home/login', { settings });
    const cases = [
      ['announcement', 'Spring news', 'Branches close early on Friday.', 'Close'],
      ['updateNow', 'New app version', 'Please update the app.', 'Update Now'],
      ['achTerms', 'Terms and Conditions', 'ACH Authorization', 'Disagree'],
      ['eStatementAgreement', 'E-Statement Agreement', 'E-Statement Consent', 'Cancel'],
      ['richTextAgreement', 'ACH Authorization', 'You authorize debits.', 'Cancel'],
    ] as const;
    for (const [screenId, title, text, button] of cases) {
      act(() => void openDialog({ kind: 'previewScreen', screen: screenId }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog, screenId).toHaveTextContent(text);
      await user.click(screen.getByRole('button', { name: button }));
      expect(screen.queryByRole('dialog'), screenId).not.toBeInTheDocument();
    }
  });

  it('when the institution defines no agreement for a trigger, then a sample agreement stands in', async () => {
    renderShell(routes, '/home/login');
    act(() => void openDialog({ kind: 'previewScreen', screen: 'achTerms' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sample agreement');
  });
});

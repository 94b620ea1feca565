import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { StatementAgreementDialog } from './statement-dialogs';

afterEach(() => {
  resetShellState();
  vi.restoreAllMocks();
});

// Host number 11338 is slot 2, so its rich text is agreements.agreement2RichText.
const agreements = [
  { Name: 'E-Sign Consent', Url: 'https://bank.example/esign', HostNum: 11338 },
  { Name: 'Privacy Notice', Url: 'https://bank.example/privacy', HostNum: 11340 },
];

function open(settings: Record<string, string>) {
  const onAgree = vi.fn();
  const onCancel = vi.fn();
  renderShell(
    [
      {
        path: 'x',
        element: <StatementAgreementDialog agreements={agreements} onAgree={onAgree} onCancel={onCancel} />,
      },
    ],
    '/x',
    { settings },
  );
  return { onAgree, onCancel, dialog: screen.getByRole('dialog', { name: 'E-Statement Agreement' }) };
}

describe('e-statement agreement dialog', () => {
  it('lists each agreement as a link to its page when rich-text agreements are off', async () => {
    const { dialog, onAgree } = open({});
    expect(within(dialog).getByRole('link', { name: 'E-Sign Consent' })).toHaveAttribute(
      'href',
      'https://bank.example/esign',
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).queryByRole('button', { name: 'E-Sign Consent' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    expect(onAgree).toHaveBeenCalledOnce();
  });

  it('with rich-text agreements each agreement opens a sanitized rich-text popup with Cancel and I Accept', async () => {
    const { dialog, onAgree, onCancel } = open({
      'agreementsOptions.forceRichTextAgreementsOption': 'true',
      'agreements.agreement2RichText':
        '<p>You agree to receive <b>statements</b> electronically.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(within(dialog).queryByRole('link')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'E-Sign Consent' }));
    const popup = screen.getByRole('dialog', { name: 'E-Sign Consent' });
    expect(popup).toHaveTextContent('You agree to receive statements electronically.');
    expect(popup.querySelector('script')).toBeNull();
    expect(popup.querySelector('[onerror]')).toBeNull();
    expect(within(popup).getByRole('button', { name: 'I Accept' })).toHaveFocus();
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'E-Sign Consent' })).toBeNull();
    // Reading an agreement is not the consent: the list's dialog stays until I Agree or Cancel.
    await userEvent.click(within(dialog).getByRole('button', { name: 'E-Sign Consent' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'E-Sign Consent' })).getByRole('button', { name: 'I Accept' }),
    );
    expect(screen.queryByRole('dialog', { name: 'E-Sign Consent' })).toBeNull();
    expect(onAgree).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    expect(onAgree).toHaveBeenCalledOnce();
  });

  it('an agreement whose slot has no rich text shows its link in the popup', async () => {
    const { dialog } = open({ 'agreementsOptions.forceRichTextAgreementsOption': 'true' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Privacy Notice' }));
    const popup = screen.getByRole('dialog', { name: 'Privacy Notice' });
    expect(within(popup).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'href',
      'https://bank.example/privacy',
    );
  });
});

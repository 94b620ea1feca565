import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bothTypes, checking, loanEntry, master, openInfo, visa } from '../testing/payment-screen-harness';
import { cleanUpSection, frequencyHeading, listing, renderSection, typeButtons } from '../testing/payment-method-kit';

afterEach(() => {
  cleanUpSection();
});

describe('Payment Type toggle and wallets (payments spec §2, §4)', () => {
  it('when card and ACH are allowed then both show and neither is preselected', async () => {
    renderSection();
    expect((await typeButtons()).map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Card', 'false'],
      ['E-Check', 'false'],
    ]);
  });

  it('when generalPaymentOptions.hidePaymentByACHOption is on then E-Check is not offered and Card is preselected', async () => {
    renderSection({}, { ...bothTypes, 'generalPaymentOptions.hidePaymentByACHOption': 'true' });
    expect((await typeButtons()).map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Card', 'true'],
    ]);
  });

  it('when wallets are on then each enabled wallet shows, and choosing one is valid at once and hides the other controls', async () => {
    const user = userEvent.setup();
    renderSection(
      {},
      {
        ...bothTypes,
        'generalPaymentOptions.allowWalletPayments': 'true',
        'generalPaymentOptions.allowGooglePaymentsOption': 'true',
        'generalPaymentOptions.allowVenmoPaymentsOption': 'true',
      },
    );
    expect((await typeButtons()).map((b) => b.textContent)).toEqual(['Card', 'E-Check', 'GooglePay', 'Venmo']);
    await user.click(screen.getByRole('button', { name: 'Card' }));
    expect(await screen.findByLabelText('Payment Method')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Venmo' }));
    expect(frequencyHeading()).toBeInTheDocument();
    expect(frequencyHeading()).toHaveFocus();
    expect(screen.queryByLabelText('Payment Method')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New payment method' })).not.toBeInTheDocument();
    // Another wallet resets the revealed frequency step and focus moves to it again.
    await user.click(screen.getByRole('button', { name: 'GooglePay' }));
    expect(screen.getByRole('button', { name: 'GooglePay' })).toHaveAttribute('aria-pressed', 'true');
    expect(frequencyHeading()).toHaveFocus();
    // Four choices, each revealing the later steps: with the real frequency and amount steps this takes longer than the
    // default 5 s on a busy machine.
  }, 20_000);

  it('when no type can be offered then the section says why instead of standing empty', async () => {
    renderSection({}, { 'achPaymentOptions.disallowAchProfilesOption': 'true' });
    const section = await screen.findByRole('region', { name: 'Payment Type' });
    expect(
      within(section).getByText(
        'No payment method can be used for this loan online. Please contact your financial institution to make a payment.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('group')).toBeNull();
  });

  it('when wallets are off then no wallet shows even if a wallet switch is on', async () => {
    renderSection({}, { ...bothTypes, 'generalPaymentOptions.allowApplePaymentsOption': 'true' });
    expect((await typeButtons()).map((b) => b.textContent)).toEqual(['Card', 'E-Check']);
  });

  it('when third-party card payments apply then Card shows the outside-link panel opening the link in a new tab', async () => {
    const user = userEvent.setup();
    renderSection(
      {},
      {
        ...bothTypes,
        'cardPaymentOptions.allowThirdPartyCardPaymentsOption': 'true',
        'cardPaymentOptions.thirdPartyCardPaymentsLinkOption': 'https://pay.example.com/x',
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    expect(screen.getByRole('heading', { name: 'Please click the link below to make a payment' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /You are leaving our site\. Your payment must be made on a different web site\. Please allow up to 24 hours/,
      ),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Continue to Make Payment' });
    expect(link).toHaveAttribute('href', 'https://pay.example.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByLabelText('Payment Method')).not.toBeInTheDocument();
    expect(frequencyHeading()).not.toBeInTheDocument();
  });

  it('when the branch is outside the third-party range then cards are paid here', async () => {
    const user = userEvent.setup();
    renderSection(
      {},
      {
        ...bothTypes,
        'cardPaymentOptions.allowThirdPartyCardPaymentsOption': 'true',
        'cardPaymentOptions.thirdPartyCardPaymentsMinimumBranchOption': '2',
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    expect(
      screen.queryByRole('heading', { name: 'Please click the link below to make a payment' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Payment Method')).toBeInTheDocument();
  });
});

describe('keyboard and focus', () => {
  it('when the user steps through the accounts then focus stays on the select while Payment Type is revealed (WCAG 3.2.2)', async () => {
    const user = userEvent.setup();
    renderSection({
      accounts: [loanEntry('0001-100-5'), loanEntry('0001-200-3'), loanEntry('0001-300-1')],
      info: () => ({ status: 200, data: openInfo() }),
    });
    const select = await screen.findByLabelText('Loan Account');
    // jsdom's select has no arrow keys: each selectOptions is the change one ArrowDown makes.
    await user.selectOptions(select, '0001-200-3');
    expect(await screen.findByRole('heading', { name: 'Payment Type' })).toBeInTheDocument();
    expect(select).toHaveFocus();
    await user.selectOptions(select, '0001-300-1');
    expect(await screen.findByRole('heading', { name: 'Payment Type' })).toBeInTheDocument();
    expect(select).toHaveFocus();
  });

  it('when Card is pressed and its default is preselected then focus goes to the Payment Method select that appeared, not past it', async () => {
    const user = userEvent.setup();
    renderSection({ methods: () => listing([visa, master, checking], { IsCard: true, ProfileId: 'card-2' }) });
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    await waitFor(() => expect(screen.getByLabelText('Payment Method')).toHaveValue('card-2'));
    expect(frequencyHeading()).toBeInTheDocument();
    expect(screen.getByLabelText('Payment Method')).toHaveFocus();
  });

  it('when E-Check is pressed and nothing is preselected then focus stays on it and Tab reaches the Payment Method select next', async () => {
    const user = userEvent.setup();
    renderSection({ methods: () => listing([visa, checking]) });
    await user.click(await screen.findByRole('button', { name: 'E-Check' }));
    const select = await screen.findByLabelText('Payment Method');
    expect(screen.getByRole('button', { name: 'E-Check' })).toHaveFocus();
    await user.tab();
    expect(select).toHaveFocus();
  });
});

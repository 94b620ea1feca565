/** Adding a saved card through the API, as the Payment Details dialog would, for specs that need one to act on. */
import { expect, type Page } from '@playwright/test';

/** The card's owner, number and brand; the rest (expiry, security code, debit) is the same for every test card. */
export interface TestCard {
  firstName: string;
  lastName: string;
  zipCode: string;
  number: string;
  brand: string;
}

/** Adds `card` to `loan` with the signed-in borrower's session token; fails the test on refusal. */
export async function addSavedCard(page: Page, loan: string, card: TestCard): Promise<void> {
  const added = await page.evaluate(
    async ({ loan, card }) => {
      const token =
        (JSON.parse(sessionStorage.getItem('portal.session') ?? '{}') as { userToken?: string }).userToken ?? '';
      const res = await fetch('/api/PaymentMethod/AddCardPaymentMethod', {
        method: 'POST',
        headers: { 'content-type': 'application/json', UserToken: token },
        body: JSON.stringify({
          BillingAddress: { ZipCode: card.zipCode },
          CardHolderFirstName: card.firstName,
          CardHolderLastName: card.lastName,
          CardNumber: card.number,
          ExpirationDate: '12/30',
          SecurityCode: '123',
          CardType: card.brand,
          DebitCreditType: 'DebitCard',
          LoanAccountNumber: loan,
        }),
      });
      return (await res.json()) as { HasNoErrors: boolean };
    },
    { loan, card },
  );
  expect(added.HasNoErrors).toBe(true);
}

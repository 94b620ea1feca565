/**
 * Steps of the register screen shared by the registration specs: the personal data section, filled as a visitor types
 * it.
 */
import type { Page } from '@playwright/test';

/** A person the sandbox knows and who has no login yet (README "People the lender knows who have no login yet"). */
export const emily = {
  account: '00012045183',
  first: 'Emily',
  last: 'Chen',
  email: 'emily.chen@example.com',
  ssn: '911204587',
  dob: '06151991',
  zip: '78701',
  phone: '5125550111',
};

/** What the personal data section asks for; dates and numbers as typed into their masks. */
export type PersonalData = typeof emily;

/** Fills the personal data section for `p` with the account type `type`. */
export async function fillPersonal(page: Page, p: PersonalData = emily, type = 'Loan'): Promise<void> {
  await page.getByLabel('Account Type').selectOption(type);
  await page.getByLabel('Account Number').pressSequentially(p.account);
  await page.getByLabel('First Name').fill(p.first);
  await page.getByLabel('Last Name').fill(p.last);
  await page.getByLabel('Email Address').fill(p.email);
  await page.getByLabel('Social Security Number').pressSequentially(p.ssn);
  await page.getByLabel('Date of Birth').pressSequentially(p.dob);
  await page.getByLabel('Zip Code').pressSequentially(p.zip);
  await page.getByLabel('Phone Number').pressSequentially(p.phone);
}

/** Spanish in the portal (decision 360): the lender switches it on, the borrower chooses it, it stays. */
import { expectNoAxeViolations } from './axe.ts';
import { expect, overrideSettings, test } from './fixtures.ts';
import { basicBorrower } from './login.ts';

test.beforeAll(() => overrideSettings({ 'languages.useSpanishOption': 'true' }));
test.afterAll(() => overrideSettings({}));

test('when a borrower chooses Español on login then the pages read Spanish, axe-clean, through a reload and a logout', async ({
  page,
}) => {
  await page.goto('/#/home/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const switchEn = page.getByRole('combobox', { name: 'Language' });
  await switchEn.focus();
  await switchEn.selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

  await page.getByLabel('Nombre de usuario', { exact: true }).fill(basicBorrower.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(basicBorrower.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Préstamos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/#/myaccount/faq');
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page).toHaveURL(/#\/home\/login$/);
  await expect(page.getByLabel('Nombre de usuario', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
});

/** Spanish in the portal (decision 360): the lender switches it on, the borrower chooses it, it stays. */
import type { Page } from '@playwright/test';
import { routeTable, visitPath } from '../portal/src/app/route-table.ts';
import { readLanguage } from '../schemas/src/settings/read-translations.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, overrideSettings, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { basicBorrower } from './login.ts';
import { STAFF_PASSWORD } from './studio-staff.ts';
import { expectReflow } from './reflow.ts';

test.beforeAll(() => overrideSettings({ 'languages.useSpanishOption': 'true' }));
test.afterAll(() => overrideSettings({}));

test('when a borrower chooses Español on login then the pages read Spanish, axe-clean, through a reload and a logout', async ({
  page,
}) => {
  await page.goto('/#/home/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const switchEn = page.getByRole('combobox', { name: 'Language' });
  await tabTo(page, switchEn);
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

  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeVisible();
  await expectReflow(page, 'the FAQ in Spanish at 320 px');

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page).toHaveURL(/#\/home\/login$/);
  await expect(page.getByLabel('Nombre de usuario', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
});

test('when staff open a text in the studio then English and Español sit side by side at 1280 px, stacked at 390 px, axe-clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio/#/?key=loginPage.heading');
  await page.getByLabel('User name').fill('staff.editor');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const english = page.getByRole('textbox', { name: 'English' });
  const spanish = page.getByRole('textbox', { name: 'Español' });
  await expect(spanish).toHaveValue('Iniciar sesión');
  const [en, es] = [await english.boundingBox(), await spanish.boundingBox()];
  expect(es!.x).toBeGreaterThan(en!.x + en!.width);
  await expect(page.getByRole('button', { name: /^Missing or outdated translations/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  const [enPhone, esPhone] = [await english.boundingBox(), await spanish.boundingBox()];
  expect(esPhone!.y).toBeGreaterThan(enPhone!.y + enPhone!.height);
  await expectNoAxeViolations(page);
});

/**
 * The catalogue's English defaults that have a Spanish text, as a page would show them: the ones long enough
 * to be found in a page's words without matching a Spanish word by chance, placeholders as wildcards.
 */
const englishDefaults = Object.entries(readLanguage('es'))
  .filter(([, { en, text }]) => en !== text && !/[<>]/.test(en) && en.replace(/\{\w*\}/g, '').trim().length >= 5)
  .map(([key, { en }]) => ({
    key,
    en,
    pattern: new RegExp(
      `(^|[^\\p{L}])${en
        .split(/\{\w*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.{1,80}?')}($|[^\\p{L}])`,
      'u',
    ),
  }));

/**
 * Words the host sends (the sandbox's account descriptions): the host's data stays in its language, so the
 * walk does not count them as catalogue texts.
 */
const hostWords = /\b(Regular Savings|Everyday Checking)\b/g;

/** Visits each route of `area` in the open page (hash navigation) and lists the English defaults it shows. */
async function englishShown(page: Page, area: 'home' | 'myaccount'): Promise<string[]> {
  const found: string[] = [];
  for (const route of routeTable.filter((r) => r.area === area)) {
    await page.goto(`/#${visitPath(route)}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    const text = `${await page.title()}\n${await page.locator('body').innerText()}`.replace(hostWords, '');
    for (const { key, en, pattern } of englishDefaults)
      if (pattern.test(text)) found.push(`${visitPath(route)}: ${key} "${en}"`);
  }
  return found;
}

test('when every logged-out route renders in Spanish then no catalogue English default shows', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('portal.language', 'es'));
  expect(await englishShown(page, 'home')).toEqual([]);
});

test('when every logged-in route renders in Spanish then no catalogue English default shows', async ({
  loggedInPage,
}) => {
  await loggedInPage.goto('/#/myaccount/dashboard');
  await loggedInPage.evaluate(() => localStorage.setItem('portal.language', 'es'));
  await loggedInPage.reload();
  expect(await englishShown(loggedInPage, 'myaccount')).toEqual([]);
});

/** Every route of the route table: its title, zero axe violations, no console error or CSP violation. */
import { routeTable, visitPath, type RouteDef } from '../portal/src/app/route-table.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function checkRoute(page: Page, route: RouteDef): Promise<void> {
  await page.goto(`/#${visitPath(route)}`);
  await expect(page).toHaveTitle(route.title);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const route of routeTable.filter((r) => r.area !== 'myaccount')) {
  test(`when logged out and visiting ${visitPath(route)} then the title is "${route.title}" and axe finds no violations`, async ({
    page,
  }) => {
    await checkRoute(page, route);
  });
}

for (const route of routeTable.filter((r) => r.area === 'myaccount')) {
  test(`when logged in and visiting ${visitPath(route)} then the title is "${route.title}" and axe finds no violations`, async ({
    loggedInPage,
  }) => {
    await checkRoute(loggedInPage, route);
  });
}

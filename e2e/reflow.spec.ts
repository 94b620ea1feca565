/**
 * Reflow (WCAG 1.4.10): every portal route at 320 CSS px wide scrolls no sideways (zoom after load:
 * locations-a11y.spec.ts).
 */
import { routeTable, visitPath, type RouteDef } from '../portal/src/app/route-table.ts';
import { waitForSettledPage } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectReflow } from './reflow.ts';
import type { Page } from '@playwright/test';

async function visitAll(page: Page, routes: readonly RouteDef[]) {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const route of routes) {
    await page.goto(`/#${visitPath(route)}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await waitForSettledPage(page);
    await expectReflow(page, visitPath(route));
  }
}

test('when the logged-out routes are shown 320 px wide, then none scrolls sideways', async ({ page }) => {
  await visitAll(
    page,
    routeTable.filter((r) => r.area !== 'myaccount'),
  );
});

test('when the logged-in routes are shown 320 px wide, then none scrolls sideways', async ({ loggedInPage }) => {
  await visitAll(
    loggedInPage,
    routeTable.filter((r) => r.area === 'myaccount'),
  );
});

/**
 * Reflow (WCAG 1.4.10, 1.4.4): every portal route at 320 CSS px wide, and the branch locator loaded at
 * 1280 px and then zoomed to 400% (a 1280 → 320 px resize of a loaded page, as browser zoom does), scrolls
 * no sideways and keeps the map beneath the header, the menu, the heading and the zip field.
 */
import { routeTable, visitPath, type RouteDef } from '../portal/src/app/route-table.ts';
import { waitForSettledPage } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectOnTop, expectReflow } from './reflow.ts';
import type { Locator, Page } from '@playwright/test';

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
  await visitAll(page, routeTable.filter((r) => r.area !== 'myaccount'));
});

test('when the logged-in routes are shown 320 px wide, then none scrolls sideways', async ({ loggedInPage }) => {
  await visitAll(loggedInPage, routeTable.filter((r) => r.area === 'myaccount'));
});

test('when the loaded branch locator is zoomed to 400%, then it reflows and the map covers neither the header, the menu, the heading nor the zip field', async ({ loggedInPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/myaccount/locations');
  const zip = page.getByLabel('Find a Branch');
  await zip.fill('43215');
  await expect(page.getByRole('region', { name: /map/i })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 200 });
  await waitForSettledPage(page);
  await expectReflow(page, 'locations at 400%');
  const header = page.getByRole('banner');
  const menu = page.getByRole('button', { name: 'Menu' });
  const heading = page.getByRole('heading', { level: 1 });
  // Scrolled step by step down to the map: whatever is still on screen is not drawn over by it.
  for (let y = 0; y <= 600; y += 100) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const [target, what] of [
      [header, 'the header'],
      [menu, 'the menu button'],
      [heading, 'the heading'],
      [zip, 'the zip field'],
    ] as const) {
      if (await onScreen(target)) await expectOnTop(target, `${what} at scroll ${y}`);
    }
  }
  // The open menu reaches down over the map: its items are drawn above it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await menu.click();
  const items = page.locator(`#${await menu.getAttribute('aria-controls')} a, #${await menu.getAttribute('aria-controls')} button`);
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.all()) {
    await item.scrollIntoViewIfNeeded();
    await expectOnTop(item, `menu item ${await item.innerText()}`);
  }
});

const onScreen = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  });

/**
 * Branch locator beyond axe: the page loaded at 1280 px and then zoomed to 400% (a 1280 → 320 px resize of a
 * loaded page, as browser zoom does) reflows and keeps the map beneath the header, the menu, the heading and
 * the zip field (WCAG 1.4.4, 1.4.10, 2.4.11); the map's pins are named and not Tab stops.
 */
import { waitForSettledPage } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectOnTop, expectReflow } from './reflow.ts';
import type { Locator } from '@playwright/test';

test('when the loaded branch locator is zoomed to 400%, then it reflows, the map covers neither the header, the menu, the heading nor the zip field, and its pins are named', async ({
  loggedInPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/myaccount/locations');
  const zip = page.getByLabel('Find a Branch');
  await zip.fill('43215');
  await expect(page.getByRole('region', { name: /map/i })).toBeVisible();
  // Every pin is named after its branch and none is a Tab stop (the list is the keyboard path).
  const pins = page.locator('.branch-map path.leaflet-interactive');
  await expect(pins.first()).toBeVisible();
  for (const pin of await pins.all()) {
    await expect(pin).toHaveAttribute('aria-label', /\S/);
    expect(await pin.evaluate((el) => (el as SVGElement).tabIndex)).toBeLessThan(0);
  }
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
  const items = page.locator(
    `#${await menu.getAttribute('aria-controls')} a, #${await menu.getAttribute('aria-controls')} button`,
  );
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

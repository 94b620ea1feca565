import { test } from './fixtures.ts';
test('debug', async ({ loggedInPage: page }) => {
  await page.goto('/#/myaccount/locations');
  await page.getByLabel('Find a Branch').fill('43215');
  await page.waitForTimeout(1500);
  const out = await page.evaluate(() => [...document.querySelectorAll('.branch-map path.leaflet-interactive, .branch-map [tabindex], .branch-map a')].slice(0, 12).map((e) => `${e.tagName} ${e.getAttribute('class')} tabindex=${e.getAttribute('tabindex')} role=${e.getAttribute('role')} label=${e.getAttribute('aria-label')} focusable=${(e as HTMLElement).tabIndex}`));
  console.log(out.join('\n'));
});

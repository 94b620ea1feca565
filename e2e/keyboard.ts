/** Keyboard-only steps for e2e specs. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The page's alert that says something: live regions stay in the page while empty (portal/src/ui/live-message.tsx). */
import type { Locator, Page } from '@playwright/test';

/** The alert with text; empty alert regions waiting for a message are not it. */
export function shownAlert(scope: Page | Locator): Locator {
  return scope.getByRole('alert').filter({ hasText: /\S/ });
}

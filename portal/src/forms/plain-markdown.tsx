import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` (aliased in vite.config.ts). rjsf imports it for markdown
 * descriptions, which our screens never enable: every description and help text comes from the
 * settings catalogue as plain text or sanitized rich text. The real parser costs ~25 KB gzip on the
 * login route, so the alias renders the text as-is.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { isOwnImageSource } from '@schemas/rules/rich-text-images';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** HTML from settings; sanitized here, never trusted. */
  html: string;
  className?: string;
  /** Element that wraps the content; `div` by default. */
  as?: 'div' | 'section' | 'span';
  id?: string;
}

/** Links in settings HTML that open a new tab must not hand the opener to the target page. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Images other than the site's own would be a 404 or a CSP violation (schemas/src/rules/rich-text-images.ts). */
DOMPurify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'img' && node instanceof Element && !isOwnImageSource(node.getAttribute('src'))) node.remove();
});

// The same settings text mounts again and again (a payment step reset shows its ACH text anew), and each
// sanitize parses into a new document: the answers are kept by their source, the oldest dropped first.
const sanitized = new Map<string, string>();
const KEPT = 64;

/**
 * Attributes rich text never keeps. `id`, `name` and `form` name an element, and a named element becomes a
 * property of `window` and `document`: a setting could pose as the native app's bridge or as an element the
 * portal looks up by id. `data-*` and `tabindex` are the portal's own focus and step markers.
 */
const FORBID_ATTR = ['style', 'id', 'name', 'form', 'tabindex'];

/** Sanitizes settings HTML with DOMPurify: no scripts, no inline handlers, no style attributes, no names. */
export function sanitizeRichText(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
  });
  if (sanitized.size >= KEPT) sanitized.delete(sanitized.keys().next().value!);
  sanitized.set(html, clean);
  return clean;
}

/**
 * Rich text from institution settings. DOMPurify removes anything executable, so the result is
 * safe to insert and stays within the strict CSP (inline handlers would be blocked anyway).
 */
export function RichText({ html, className, as: Tag = 'div', id }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (clean.trim() === '') return null;
  return (
    <Tag
      id={id}
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * Rich-text settings are cleaned on the server when saved (decision 253), so hostile markup is
 * never stored and never reaches a borrower's browser, whatever the browser's own DOMPurify pass
 * does. The policy is an allow-list at least as strict as the portal's (portal/src/ui/rich-text.tsx):
 * no script or style elements, no event handlers or style attributes, links and images only to
 * http(s), mailto and tel addresses (no javascript: or data:), images only the site's own
 * (`/media/`, `/logos/`: schemas/src/rules/rich-text-images.ts), and a link opening a new tab gets
 * rel="noopener noreferrer". No attribute names an element (`id`, `name`, `form`): a named element
 * becomes a property of `window` and `document` in every browser, so a setting could pose as the native
 * app's bridge (`window.PortalMobileBridge`) or as an element the portal looks up by id.
 */
import sanitizeHtml from 'sanitize-html';
import { isOwnImageSource } from '../../../schemas/src/rules/rich-text-images.ts';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'a',
  'img',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with their content: what is inside a script or style is code, not text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  // An image from anywhere else would be a 404 or a CSP violation on every page that shows it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImageSource(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      if (rest.target === '_blank') return { tagName, attribs: { ...rest, rel: 'noopener noreferrer' } };
      const { target: _target, ...noTarget } = rest;
      return { tagName, attribs: _target === undefined ? noTarget : { ...noTarget, target: _target } };
    },
  },
};

/** The rich text with everything executable or styled removed; plain text comes back escaped as needed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

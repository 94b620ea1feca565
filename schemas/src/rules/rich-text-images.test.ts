import { describe, expect, it } from 'vitest';
import { isOwnImageSource } from './rich-text-images.ts';

describe('isOwnImageSource (images a rich-text setting may show)', () => {
  it.each(['/media/3f2a9c.png', '/logos/default/logo.svg', ' /media/a_b-c.webp '])(
    "when the image is the site's own (%s) then it is kept",
    (src) => {
      expect(isOwnImageSource(src)).toBe(true);
    },
  );

  it.each([
    'x',
    '',
    '/x',
    'https://evil.example/a.png',
    '//evil.example/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/media/../secret',
    '/logos/a.png?x=<script>',
  ])('when the image is anything else (%s) then it is dropped', (src) => {
    expect(isOwnImageSource(src)).toBe(false);
  });
});

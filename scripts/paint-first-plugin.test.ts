import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first-plugin.ts';

/** The portal HTML as Vite and the landing hints leave it. */
const BUILT = `<!doctype html>
<html lang="en-US">
  <head>
    <title>Online Services</title>
    <script async src="/assets/landing-preload-1.js"></script>
    <script type="module" crossorigin src="/assets/portal-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/api-1.js">
    <link rel="stylesheet" crossorigin href="/assets/portal-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('paintFirst: the CSS and the boot logo ahead of the scripts', () => {
  const html = paintFirst(BUILT);

  it('when the build puts the stylesheet after the scripts then it moves ahead of them, once', () => {
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('the entry script and its module preloads are fetched at low priority, behind the CSS and the logo', () => {
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/portal-1.js">');
    expect(html.match(/<link rel="modulepreload" crossorigin fetchpriority="low" href=/g)).toHaveLength(2);
  });

  it('nothing else changes', () => {
    const undo = html
      .replaceAll(' fetchpriority="low"', '')
      .replace('<link rel="stylesheet" crossorigin href="/assets/portal-1.css">\n    ', '')
      .replace('</head>', '  <link rel="stylesheet" crossorigin href="/assets/portal-1.css">\n  </head>');
    expect(undo.replace(/\s+/g, ' ')).toBe(BUILT.replace(/\s+/g, ' '));
  });
});

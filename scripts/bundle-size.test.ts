import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findEvalUse, gzipBytes, lazyKeys, routeJs, staticClosure, type Manifest } from './bundle-size.ts';

const manifest = JSON.parse(readFileSync(new URL('./fixtures/manifest.json', import.meta.url), 'utf8')) as Manifest;

describe('route JS from the manifest', () => {
  it('when the portal entry is read then its initial JS is the entry chunk plus static imports, each once, without CSS', () => {
    expect(staticClosure(manifest, 'portal/index.html')).toEqual([
      'assets/portal-A1.js',
      'assets/react-B2.js',
      'assets/router-C3.js',
    ]);
  });

  it('when the login route is read then its lazy JS is the login chunk plus the imports the entry did not load', () => {
    expect(routeJs(manifest, 'portal/index.html', /features\/auth\/login-page\.tsx$/)).toEqual({
      initial: ['assets/portal-A1.js', 'assets/react-B2.js', 'assets/router-C3.js'],
      lazy: ['assets/login-page-E5.js', 'assets/forms-D4.js'],
    });
  });

  it('when a lazy page only imports shared chunks then its lazy JS is its own chunk alone', () => {
    expect(routeJs(manifest, 'portal/index.html', /dashboard-page/).lazy).toEqual(['assets/dashboard-page-F6.js']);
  });

  it('when no lazy chunk matches then the lazy JS is empty', () => {
    expect(lazyKeys(manifest, /no-such-page/)).toEqual([]);
    expect(routeJs(manifest, 'portal/index.html', /no-such-page/).lazy).toEqual([]);
  });

  it('when the entry key is unknown then it throws naming it', () => {
    expect(() => staticClosure(manifest, 'nope.html')).toThrow(/nope\.html/);
  });

  it('when text is gzipped then repetitive text shrinks', () => {
    expect(gzipBytes('a'.repeat(10_000))).toBeLessThan(100);
  });
});

describe('eval use in built JS', () => {
  it.each([
    ['const f = new Function("a", "return a")', 'new Function('],
    ['x=eval("1+1")', 'eval('],
    ['(0,eval)("x")', '(0,eval)'],
    ['window.eval ("x")', 'eval ('],
    ['const evaluate = myeval; evaluate(1)', undefined],
    ['retrieval(a); medieval (b)', undefined],
    ['const Function = 1;', undefined],
  ])('when code is %s then the finding is %s', (code, found) => {
    expect(findEvalUse(code)).toBe(found);
  });
});

import { describe, expect, it } from 'vitest';
import { checkScreensField, formatScreenRef, parseScreenRef } from './screen-refs';

const vocabulary = { screenIds: ['login', 'securityCode'], routeIds: ['login', 'payment'] };

describe('screens field vocabulary', () => {
  it('parses the four forms and formats them back', () => {
    for (const entry of ['screen:login', 'route:payment', 'shell', 'studio'])
      expect(formatScreenRef(parseScreenRef(entry)!)).toBe(entry);
    expect(parseScreenRef('route:login')).toEqual({ kind: 'route', id: 'login' });
    expect(parseScreenRef('login')).toBeUndefined();
    expect(parseScreenRef('page:login')).toBeUndefined();
  });
  it('accepts real ids only', () => {
    expect(checkScreensField('login.a', ['screen:login', 'route:login', 'shell'], vocabulary)).toEqual([]);
    expect(
      checkScreensField('login.a', ['screen:payment', 'route:securityCode', 'menu', 'shell', 'shell'], vocabulary),
    ).toEqual([
      "login.a: no screen file has $id 'payment'",
      "login.a: no route has id 'securityCode'",
      "login.a: 'menu' is not screen:<id>, route:<id>, shell or studio",
      "login.a: 'shell' is listed twice",
    ]);
  });
  it('rejects an empty list, since the studio would show the key nowhere', () => {
    expect(checkScreensField('login.a', [], vocabulary)).toEqual([
      'login.a: screens is empty; name at least one screen, route, shell or studio',
    ]);
  });
});

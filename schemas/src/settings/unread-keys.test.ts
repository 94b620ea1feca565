import { describe, expect, it } from 'vitest';
import { checkUnreadKeys, unreadAllowances } from './unread-keys';

const declared = ['payment.a', 'payment.b', 'profile.a', 'profile.b', 'login.a'];

describe('unread keys against the allow-list', () => {
  it('passes when exactly the listed keys are unread', () => {
    const list = [
      { section: 'payment', area: 'payments §2', why: '' },
      { section: 'profile', keys: ['b'], area: 'accounts §2', why: '' },
    ] as const;
    expect(checkUnreadKeys(declared, new Set(['profile.a', 'login.a']), list)).toEqual([]);
  });
  it('fails on an unread key nobody listed', () => {
    expect(checkUnreadKeys(declared, new Set(['payment.a', 'payment.b', 'profile.a', 'profile.b']), [])).toEqual([
      "'login.a' is declared but read by nothing: read it, or remove it from the catalogue",
    ]);
  });
  it('fails when a listed key or part of a listed section is read, so the list shrinks', () => {
    const list = [
      { section: 'payment', area: 'payments §2', why: '' },
      { section: 'profile', keys: ['a', 'b'], area: 'accounts §2', why: '' },
    ] as const;
    expect(checkUnreadKeys(declared, new Set(['payment.a', 'profile.a', 'login.a']), list)).toEqual([
      "allow-list: section 'payment' (for payments §2) is read now (payment.a); list only its unread keys: [b]",
      "allow-list: 'profile.a' (for accounts §2) is read now; remove it from the list",
    ]);
  });
  it('fails on a listed section or key the catalogue lacks', () => {
    const list = [
      { section: 'studio', area: 'studio', why: '' },
      { section: 'profile', keys: ['gone', 'a', 'b'], area: 'accounts §2', why: '' },
    ] as const;
    expect(checkUnreadKeys(declared, new Set(['payment.a', 'payment.b', 'login.a']), list)).toEqual([
      "allow-list: section 'studio' is not in the catalogue",
      "allow-list: 'profile.gone' is not in the catalogue",
    ]);
  });
  it('every entry names a key at most once and gives a reason', () => {
    const keys = unreadAllowances.flatMap((a) => (a.keys ?? ['*']).map((k) => `${a.section}.${k}`));
    expect(keys.length).toBe(new Set(keys).size);
    expect(unreadAllowances.filter((a) => a.why.trim() === '')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildValueIndex, keysShown, normalizeShown, sectionsOfPath, type ShownSetting } from './setting-matches';

const views = {
  htmlToText: (html: string) => html.replace(/<[^>]*>/g, ''),
  toUrl: (value: string) => new URL(value, 'https://portal.test/').href,
};

const settings: ShownSetting[] = [
  { key: 'loginPage.heading', kind: 'text', value: 'Sign In' },
  { key: 'titles.login', kind: 'text', value: 'Login' },
  { key: 'login.loginButton', kind: 'text', value: 'Login' },
  { key: 'loginPage.richTextTop', kind: 'richText', value: '<p>Rates are <b>low</b>  today</p>' },
  { key: 'loginPage.logo', kind: 'image', value: 'media/logo.png' },
  { key: 'dashboard.welcome', kind: 'text', value: 'Welcome back, {name}!' },
  { key: 'portal.useFAQOption', kind: 'flag', value: 'true' },
  { key: 'password.minimum', kind: 'number', value: '8' },
  { key: 'loginPage.richTextBottom', kind: 'richText', value: '' },
];
const index = buildValueIndex(settings, views);

describe('keysShown', () => {
  it('finds the key of a text, a rich text (by its visible text) and an image (by absolute address)', () => {
    expect(keysShown(index, ['  Sign\n In '])).toEqual(['loginPage.heading']);
    expect(keysShown(index, ['Rates are low today'])).toEqual(['loginPage.richTextTop']);
    expect(keysShown(index, ['https://portal.test/media/logo.png'])).toEqual(['loginPage.logo']);
  });

  it('matches a text with placeholders whatever fills them, after exact matches', () => {
    expect(keysShown(index, ['Welcome back, Jane Doe!'])).toEqual(['dashboard.welcome']);
    expect(keysShown(index, ['Welcome back, !'])).toEqual([]);
  });

  it('never matches flags, numbers or empty values', () => {
    expect(keysShown(index, ['true', '8', ''])).toEqual([]);
  });

  it('lists every key sharing a value, the sections named like the route first', () => {
    expect(keysShown(index, ['Login'])).toEqual(['titles.login', 'login.loginButton']);
    expect(keysShown(index, ['Login'], sectionsOfPath('/home/login'))).toEqual(['login.loginButton', 'titles.login']);
  });

  it('gives each key once when text and an attribute show the same value', () => {
    expect(keysShown(index, ['Sign In', 'Sign In'])).toEqual(['loginPage.heading']);
  });
});

describe('normalizeShown', () => {
  it('collapses white space as rendering does', () => {
    expect(normalizeShown('\n a \t b  ')).toBe('a b');
  });
});

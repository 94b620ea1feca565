import { createSettingsReader } from '@schemas/settings/reader';
import { describe, expect, it } from 'vitest';
import { resolvePageTitle } from './page-title';

const defaults = {
  'titles.dashboard': { kind: 'text' as const, default: 'Dashboard' },
  'titles.blank': { kind: 'text' as const, default: '' },
};
const settings = (shared: Record<string, string> = {}) =>
  createSettingsReader({ gassySettings: { shared, english: {} }, institutionOptions: {} }, defaults);
const where = { host: 'portal.example.com', href: 'https://portal.example.com/#/myaccount/dashboard' };

describe('page title (access spec §2: a missing title uses host and URL and is reported)', () => {
  it('uses the titles.<id> setting', () => {
    expect(
      resolvePageTitle(
        settings({ 'titles.dashboard': 'My Accounts' }),
        { id: 'dashboard', titleKey: 'titles.dashboard' },
        where,
      ),
    ).toEqual({
      title: 'My Accounts',
    });
  });

  it('falls back to host and URL when the catalogue has no title for the route', () => {
    const resolved = resolvePageTitle(settings(), { id: 'nowhere', titleKey: 'titles.nowhere' }, where);
    expect(resolved.title).toBe('portal.example.com https://portal.example.com/#/myaccount/dashboard');
    expect(resolved.problem).toMatch(/titles\.nowhere/);
  });

  it('falls back to host and URL when the title is empty', () => {
    const resolved = resolvePageTitle(settings(), { id: 'blank', titleKey: 'titles.blank' }, where);
    expect(resolved.title).toContain('portal.example.com');
    expect(resolved.problem).toMatch(/empty/);
  });
});

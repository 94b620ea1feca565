import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../portal/src/session/session-store';
import { LANDING_SESSION_KEY } from '../vite.config.ts';
import { chunkClosure, preloadScript } from './landing-preload-plugin.ts';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk' as const, fileName, imports });
const bundle = {
  'assets/portal.js': chunk('assets/portal.js', ['assets/react.js', 'assets/api.js']),
  'assets/react.js': chunk('assets/react.js'),
  'assets/api.js': chunk('assets/api.js'),
  'assets/login-page.js': chunk('assets/login-page.js', [
    'assets/react.js',
    'assets/schema-form.js',
    'assets/portal.js',
  ]),
  'assets/schema-form.js': chunk('assets/schema-form.js', ['assets/react.js', 'assets/form-context.js']),
  'assets/form-context.js': chunk('assets/form-context.js'),
  'assets/login-page.css': { type: 'asset' as const, fileName: 'assets/login-page.css' },
};

const landingPaths = /^\/?$|^\/home\/login$|^\/myaccount(\/|$)/;

/** Runs the hint script against a stand-in page at `hash`; returns the links it added. */
function linksAdded(hash: string, stored: Record<string, string> = {}): Record<string, string>[] {
  const added: Record<string, string>[] = [];
  const document = { createElement: () => ({}), head: { append: (link: Record<string, string>) => added.push(link) } };
  const sessionStorage = { getItem: (key: string) => stored[key] ?? null };
  const script = preloadScript(['/assets/login-page.js', '/assets/schema-form.js'], 'portal.session', landingPaths);
  runInNewContext(script, { document, sessionStorage, location: { hash } });
  return added;
}

describe('landing preload hints', () => {
  it('name the landing chunk and its static imports that the entry does not already load, each once', () => {
    const entry = new Set(chunkClosure(bundle, 'assets/portal.js', new Set()));
    expect([...entry]).toEqual(['assets/portal.js', 'assets/react.js', 'assets/api.js']);
    expect(chunkClosure(bundle, 'assets/login-page.js', entry)).toEqual([
      'assets/login-page.js',
      'assets/schema-form.js',
      'assets/form-context.js',
    ]);
  });
  it('when the visit lands on login without a session, then each file gets a low-priority modulepreload link', () => {
    expect(linksAdded('#/home/login?error=unauthorized')).toEqual([
      { rel: 'modulepreload', fetchPriority: 'low', crossOrigin: '', href: '/assets/login-page.js' },
      { rel: 'modulepreload', fetchPriority: 'low', crossOrigin: '', href: '/assets/schema-form.js' },
    ]);
  });
  it('the home routes and logged-in routes that redirect to login without a session get the hints too', () => {
    for (const hash of ['', '#', '#/', '#/myaccount/dashboard']) expect(linksAdded(hash)).toHaveLength(2);
  });
  it('when the session is stored (a logged-in reload), then nothing is preloaded', () => {
    expect(linksAdded('#/myaccount/dashboard', { 'portal.session': '{"userToken":"t"}' })).toEqual([]);
  });
  it('other logged-out pages (opt-out, register) load only their own chunks', () => {
    for (const hash of ['#/opt-out?token=t', '#/home/register', '#/home/loginHistory', '#/error500'])
      expect(linksAdded(hash)).toEqual([]);
  });
  it('the key the build checks is the session store key', () => {
    expect(LANDING_SESSION_KEY).toBe(SESSION_STORAGE_KEY);
  });
});

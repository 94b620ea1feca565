import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, readEnv, readWorkers, WORKERS_NEED_DATABASE_URL } from './env.ts';

describe('environment of npm start', () => {
  it('when nothing is set then the sandbox listens on 8080 with the default sample and test controls on', () => {
    expect(readEnv({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      sampleId: 'default',
      controlsEnabled: true,
      logLevel: 'info',
      dataDir: DEFAULT_DATA_DIR,
      production: false,
      staffAccess: { scenarioStaff: true, publisherTotpRequired: false },
    });
    expect(DEFAULT_DATA_DIR).toMatch(/\.data[\\/]sandbox$/);
  });

  it.each([
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', MOCK_CONTROLS: '1' }, true],
    [{ NODE_ENV: 'development' }, true],
  ])('when the environment is %o then test controls enabled is %s', (env, enabled) => {
    expect(readEnv(env).controlsEnabled).toBe(enabled);
  });

  it.each([
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'development' }, false],
    [{}, false],
  ])('when the environment is %o then production mode is %s', (env, production) => {
    expect(readEnv(env).production).toBe(production);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('when %o is set then start-up fails naming it', (env, message) => {
    expect(() => readEnv(env)).toThrow(message);
  });

  it('when DATABASE_URL is a PostgreSQL URL then the sandbox uses it; anything else fails naming it', () => {
    expect(readEnv({ DATABASE_URL: 'postgres://app:secret@db:5432/sandbox' }).databaseUrl).toBe(
      'postgres://app:secret@db:5432/sandbox',
    );
    expect(readEnv({}).databaseUrl).toBeUndefined();
    expect(() => readEnv({ DATABASE_URL: 'mysql://db/sandbox' })).toThrow(/DATABASE_URL/);
  });

  it('when TRUST_PROXY is a hop count or a list of addresses then Express trusts that proxy; anything that trusts every sender fails naming it', () => {
    expect(readEnv({}).trustProxy).toBeUndefined();
    expect(readEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(readEnv({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    for (const value of ['true', '0', '-1', 'yes please', '10.0.0.0/99', '*'])
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('when UPSTREAM_API_URL names a host then gateway mode observes the contract by default; a bad value fails naming it', () => {
    expect(readEnv({ UPSTREAM_API_URL: 'https://host.example/' }).gateway).toEqual({
      upstreamUrl: 'https://host.example',
      contract: 'observe',
    });
    expect(readEnv({ UPSTREAM_API_URL: 'http://10.0.0.5:8443/lender', UPSTREAM_CONTRACT: 'off' }).gateway).toEqual({
      upstreamUrl: 'http://10.0.0.5:8443/lender',
      contract: 'off',
    });
    expect(readEnv({}).gateway).toBeUndefined();
    expect(() => readEnv({ UPSTREAM_API_URL: 'ftp://host.example' })).toThrow(/UPSTREAM_API_URL/);
    expect(() => readEnv({ UPSTREAM_API_URL: 'https://user:secret@host.example' })).toThrow(/UPSTREAM_API_URL/);
    expect(() => readEnv({ UPSTREAM_API_URL: 'https://host.example', UPSTREAM_CONTRACT: 'block' })).toThrow(
      /UPSTREAM_CONTRACT/,
    );
  });

  it('when WORKERS asks for several processes without DATABASE_URL then start-up is refused: PGlite is one process', () => {
    expect(readWorkers({})).toBe(1);
    expect(readWorkers({ WORKERS: '3', DATABASE_URL: 'postgres://db/sandbox' })).toBe(3);
    expect(() => readWorkers({ WORKERS: '2' })).toThrow(WORKERS_NEED_DATABASE_URL);
    expect(WORKERS_NEED_DATABASE_URL).toMatch(/^WORKERS needs DATABASE_URL: PGlite/);
    expect(() => readWorkers({ WORKERS: 'two', DATABASE_URL: 'postgres://db/sandbox' })).toThrow(/WORKERS must be/);
  });
});

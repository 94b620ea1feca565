import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, readEnv } from './env.ts';

describe('environment of npm start', () => {
  it('when nothing is set then the sandbox listens on 8080 with the default sample and test controls on', () => {
    expect(readEnv({})).toEqual({ port: 8080, host: '0.0.0.0', sampleId: 'default', controlsEnabled: true, logLevel: 'info', dataDir: DEFAULT_DATA_DIR, production: false });
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

  it.each([[{ PORT: 'eighty' }, /PORT/], [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/]])('when %o is set then start-up fails naming it', (env, message) => {
    expect(() => readEnv(env)).toThrow(message);
  });
});

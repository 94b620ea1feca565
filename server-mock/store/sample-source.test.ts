import { describe, expect, it } from 'vitest';
import { cachedSettingsSamples } from './sample-source.ts';

describe('sample institutions for the sandbox', () => {
  it('when a sample is loaded twice then the files are read once and the same frozen copy is served', () => {
    const samples = cachedSettingsSamples();
    const first = samples.load('default');
    expect(samples.load('default')).toBe(first);
    expect(Object.isFrozen(first.gassySettings.shared)).toBe(true);
    expect(() => {
      (first.gassySettings.shared as Record<string, string>)['portal.useFAQOption'] = 'false';
    }).toThrow(TypeError);
  });

  it('when an unknown sample is asked for then it is refused naming the known ones', () => {
    expect(() => cachedSettingsSamples().load('nowhere')).toThrow(/Unknown sample institution 'nowhere'.*default/);
  });
});

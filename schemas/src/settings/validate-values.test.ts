import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { isWellFormedKey, validateSettingSets, validateSettingValues } from './validate-values';

describe('validateSettingValues', () => {
  it('accepts known keys with valid values, including flags in any case and empty values', () => {
    expect(validateSettingValues({ 'portal.useFAQOption': 'TRUE', 'scheduledPaymentOptions.maxScheduledPaymentsAllowedOption': '2', 'dashboard.noAccounts': '' }, catalogue)).toEqual([]);
  });
  it('reports each problem with its type and a message naming the key', () => {
    const problems = validateSettingValues({
      'portal.useFAQOption': 'yes',
      'scheduledPaymentOptions.maxScheduledPaymentsAllowedOption': 'two',
      'portal.noSuchKey': 'x',
      'a.b.c': 'x',
      nodot: 'x',
    }, catalogue, { setName: 'shared' });
    expect(problems.map((p) => [p.type, p.key])).toEqual([
      ['flagNotBoolean', 'portal.useFAQOption'],
      ['numberNotNumeric', 'scheduledPaymentOptions.maxScheduledPaymentsAllowedOption'],
      ['unknownKey', 'portal.noSuchKey'],
      ['keyShape', 'a.b.c'],
      ['keyShape', 'nodot'],
    ]);
    expect(problems[0]?.message).toBe("Setting 'portal.useFAQOption' in the shared set is a flag; its value must be 'true' or 'false', got 'yes'");
    expect(problems[3]?.message).toContain("'a.b.c'");
  });
  it('checks both sets of a response', () => {
    expect(validateSettingSets({ shared: { 'x.y': '1' }, english: { 'portal.useFAQOption': 'no' } }, catalogue).map((p) => p.message)).toEqual([
      "Setting key 'x.y' in the shared set is not in the settings catalogue",
      "Setting 'portal.useFAQOption' in the english set is a flag; its value must be 'true' or 'false', got 'no'",
    ]);
  });
  it('knows a well-formed key', () => {
    expect(isWellFormedKey('login.userNameLabel')).toBe(true);
    expect(isWellFormedKey('login.')).toBe(false);
    expect(isWellFormedKey('1login.x')).toBe(false);
  });
});

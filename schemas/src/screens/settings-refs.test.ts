import { describe, expect, it } from 'vitest';
import { evaluateCondition, resolveNumber } from './settings-refs';
import { testReader } from './test-reader';

describe('screen-file settings references', () => {
  it('reads setting: flags and numbers, negated with !', () => {
    const reader = testReader({ 'access.useConfirmPassword': 'true' });
    expect(evaluateCondition(reader, 'setting:access.useConfirmPassword')).toBe(true);
    expect(evaluateCondition(reader, '!setting:access.useConfirmPassword')).toBe(false);
  });

  it('a setting the catalogue lacks fails naming the reference, in conditions and numbers', () => {
    const reader = testReader();
    expect(() => evaluateCondition(reader, '!setting:access.noSuchFlag')).toThrow(
      "unknown setting 'access.noSuchFlag' in '!setting:access.noSuchFlag'",
    );
    expect(() => resolveNumber(reader, 'setting:forms.noSuchNumber')).toThrow("unknown setting 'forms.noSuchNumber'");
  });
});

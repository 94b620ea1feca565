import { describe, expect, it } from 'vitest';
import {
  OLD_PASSWORD_FALLBACK_MINIMUM,
  oldPasswordMinimum,
  oldPasswordTooShort,
  questionChoices,
} from './profile-user-info.ts';

describe('current password minimum (spec §5: the institution minimum, fallback 6)', () => {
  it('uses the institution minimum when it gives one', () => {
    expect(oldPasswordMinimum(10)).toBe(10);
    expect(oldPasswordMinimum(4)).toBe(4);
  });

  it('falls back to 6 when the institution gives none', () => {
    expect(OLD_PASSWORD_FALLBACK_MINIMUM).toBe(6);
    expect(oldPasswordMinimum(undefined)).toBe(6);
  });

  it('flags a typed password shorter than the minimum, not an empty one', () => {
    expect(oldPasswordTooShort('abcde', 6)).toBe(true);
    expect(oldPasswordTooShort('abcdef', 6)).toBe(false);
    expect(oldPasswordTooShort('', 6)).toBe(false);
  });
});

describe('security question choices', () => {
  const presets = ['What is your favorite color?', 'City of birth?'];

  it('puts a current question that is not a preset first', () => {
    expect(questionChoices(presets, ' Name of my first car? ')).toEqual(['Name of my first car?', ...presets]);
  });

  it('keeps the presets as they are when the current question is one of them or empty', () => {
    expect(questionChoices(presets, 'City of birth?')).toEqual(presets);
    expect(questionChoices(presets, '  ')).toEqual(presets);
  });
});

import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from './word-diff';

const side = (parts: DiffPart[], drop: DiffPart['kind']) =>
  parts
    .filter((p) => p.kind !== drop)
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('when one word changes, then only that word is removed and its replacement added', () => {
    expect(wordDiff('Welcome to your loan', 'Welcome to your account')).toEqual([
      { kind: 'same', text: 'Welcome to your ' },
      { kind: 'removed', text: 'loan' },
      { kind: 'added', text: 'account' },
    ]);
  });

  it('when words are inserted, then the kept words stay one run on each side', () => {
    expect(wordDiff('Sign in', 'Sign in securely today')).toEqual([
      { kind: 'same', text: 'Sign in' },
      { kind: 'added', text: ' securely today' },
    ]);
  });

  it('when a side is empty, then the other is wholly added or removed', () => {
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(wordDiff('Old text', '')).toEqual([{ kind: 'removed', text: 'Old text' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('when several neighbouring words change, then they read as one removal and one addition', () => {
    expect(wordDiff('Sign In', 'Welcome home today')).toEqual([
      { kind: 'removed', text: 'Sign In' },
      { kind: 'added', text: 'Welcome home today' },
    ]);
    expect(wordDiff('Pay your loan online now', 'Pay the bill by phone now')).toEqual([
      { kind: 'same', text: 'Pay ' },
      { kind: 'removed', text: 'your loan online' },
      { kind: 'added', text: 'the bill by phone' },
      { kind: 'same', text: ' now' },
    ]);
  });

  it('when both are equal, then it is one unchanged run', () => {
    expect(wordDiff('Same  text', 'Same  text')).toEqual([{ kind: 'same', text: 'Same  text' }]);
  });

  it('joining the parts of each side gives that side back exactly, whitespace included', () => {
    const before = 'Pay your  loan\nonline, any day of the week.';
    const after = 'Pay your loan online\nor by phone, any day.';
    const parts = wordDiff(before, after);
    expect(side(parts, 'added')).toBe(before);
    expect(side(parts, 'removed')).toBe(after);
  });

  it('when the texts are huge, then it answers one removal and one addition instead of a quadratic table', () => {
    const before = 'a '.repeat(5000);
    const after = 'b '.repeat(5000);
    expect(wordDiff(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});

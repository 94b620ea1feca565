import { describe, expect, it } from 'vitest';
import { isSafeText, safeInput } from './safe-input';

describe('safe-input filter (spec 5)', () => {
  it('removes \' " < >', () => {
    expect(safeInput(`a'b"c<d>e`)).toBe('abcde');
  });
  it('keeps other characters', () => {
    expect(safeInput('Rex & co. (2)')).toBe('Rex & co. (2)');
  });
});

describe('safe text pattern (spec 5)', () => {
  it("permits letters, digits, spaces and . ! @ # $ % & * - + | = ? , ' ( )", () => {
    expect(isSafeText("My dog's name, Rex (2)! @#$%&*-+|=?.")).toBe(true);
  });
  it.each(['<', '>', '"', ';', '/', '\\'])('rejects %j', (ch) => {
    expect(isSafeText(`a${ch}b`)).toBe(false);
  });
});

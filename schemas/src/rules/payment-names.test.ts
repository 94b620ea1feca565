import { describe, expect, it } from 'vitest';
import { checkAddressText, checkCardHolderName, checkOwnerName } from './payment-names';

describe('card holder names (spec §5 "Card form": forbidden characters, pattern, repeated specials)', () => {
  it.each(['Mary', "O'Brien", 'Jean-Luc', 'St. John', 'de la Cruz'])(
    'when the name is %s then it is accepted',
    (name) => {
      expect(checkCardHolderName(name)).toBeUndefined();
    },
  );
  it.each(['', '   '])('when the name is %j then it is required', (name) =>
    expect(checkCardHolderName(name)).toBe('required'),
  );
  it.each(['Ma~ry', 'Mary<', 'Mary>', 'Ma{ry', 'Ma}ry', 'Ma^ry', 'Ma[ry', 'Ma]ry'])(
    'when the name holds a forbidden character (%s) then it is invalid',
    (name) => {
      expect(checkCardHolderName(name)).toBe('invalid');
    },
  );
  it.each(['Jean--Luc', "O''Brien", 'St.. John'])(
    'when a special character repeats (%s) then it is invalid',
    (name) => {
      expect(checkCardHolderName(name)).toBe('invalid');
    },
  );
  it.each(['-Mary', '4Mary', 'Mary2', 'Märy'])(
    'when the name does not match the letters-and-punctuation pattern (%s) then it is invalid',
    (name) => {
      expect(checkCardHolderName(name)).toBe('invalid');
    },
  );
});

describe('billing address texts (same forbidden characters)', () => {
  it('when an address line is a street address then it is accepted', () =>
    expect(checkAddressText('100 Main St. Apt #4')).toBeUndefined());
  it('when it is empty then it is required', () => expect(checkAddressText(' ')).toBe('required'));
  it.each(['100 Main {St}', '100 Main St~', '100 <b>Main</b>', '100 Main St..'])(
    'when it is %s then it is invalid',
    (text) => {
      expect(checkAddressText(text)).toBe('invalid');
    },
  );
});

describe('ACH owner name (spec §5 "ACH form")', () => {
  it.each([
    'Mary Smith',
    "Mary O'Brien",
    'Jean-Luc Picard',
    'Mary Ann Smith-Jones',
    'J. R. R. Tolkien',
    'Ana \u2013 Lopez',
  ])('when the owner is %s then it is accepted', (name) => expect(checkOwnerName(name)).toBeUndefined());
  it('when it is empty then it is required', () => expect(checkOwnerName('')).toBe('required'));
  it.each([
    ['one word', 'Mary'],
    ['starts with a dash', '-Mary Smith'],
    ['a digit', 'Mary Sm1th'],
    ['repeated dashes', 'Mary Smith--Jones'],
    ['repeated apostrophes', "Mary O''Brien"],
    ['a comma', 'Smith, Mary'],
  ])('when it has %s then it is invalid', (_why, name) => expect(checkOwnerName(name)).toBe('invalid'));
});

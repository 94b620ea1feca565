import { describe, expect, it } from 'vitest';
import { achAgreementRecords } from './ach-consent';
import { achFormProblems, achPayload, lookupOutcome } from './ach-form-rules';
import { cardFormProblems, cardPayload } from './card-form-rules';
import { problemMessages } from './problem-messages';

const ctx = {
  allowedBrands: ['visa', 'master', 'amex', 'discover'] as const,
  fullAddress: false,
  today: new Date(2026, 10, 24),
};

describe('card form checks beyond the screen file (spec §5 "Card form")', () => {
  it.each(['4111111111111111', '378282246310005', '5555555555554444', '6011111111111117'])(
    'when the published test card %s is typed then the number passes',
    (n) => {
      expect(cardFormProblems({ cardNumber: n }, ctx).cardNumber).toBeUndefined();
    },
  );
  it('when a brand is switched off then the number is "not a supported type"', () => {
    expect(cardFormProblems({ cardNumber: '6011111111111117' }, { ...ctx, allowedBrands: ['visa'] }).cardNumber).toBe(
      'paymentForms.cardTypeNotSupported',
    );
  });
  it('when the expiry is this month then it passes; last month is invalid', () => {
    expect(cardFormProblems({ expiration: '11/26' }, ctx).expiration).toBeUndefined();
    expect(cardFormProblems({ expiration: '10/26' }, ctx).expiration).toBe('paymentForms.expirationInvalid');
    expect(cardFormProblems({ expiration: '13/27' }, ctx).expiration).toBe('paymentForms.expirationInvalid');
  });
  it('when the brand is amex then the CVV needs 4 digits, else 3; before a brand either', () => {
    expect(cardFormProblems({ cardNumber: '378282246310005', securityCode: '123' }, ctx).securityCode).toBe(
      'paymentForms.securityCodeInvalid',
    );
    expect(cardFormProblems({ cardNumber: '378282246310005', securityCode: '1234' }, ctx).securityCode).toBeUndefined();
    expect(cardFormProblems({ cardNumber: '4111111111111111', securityCode: '1234' }, ctx).securityCode).toBe(
      'paymentForms.securityCodeInvalid',
    );
    expect(cardFormProblems({ securityCode: '1234' }, ctx).securityCode).toBeUndefined();
  });
  it('when an address text has a forbidden character then it is invalid, whether the full address is required or optional', () => {
    expect(cardFormProblems({ city: 'Spring{field}' }, ctx).city).toBe('paymentForms.invalid');
    expect(cardFormProblems({ city: 'Spring{field}' }, { ...ctx, fullAddress: true }).city).toBe(
      'paymentForms.invalid',
    );
  });
  it('when fields are empty then only the screen file speaks (required)', () =>
    expect(cardFormProblems({}, ctx)).toEqual({}));
  it('when the payload is built then the number has no spaces, the brand comes from the prefix and debit-only forces DebitCard', () => {
    const data = {
      firstName: ' Mary ',
      lastName: 'Smith',
      cardNumber: '3782 822463 10005',
      expiration: '12/30',
      securityCode: '1234',
      zip: '62701',
      debitCredit: 'CreditCard',
    };
    expect(cardPayload(data, { loanAccountNumber: '0001-734140-5', fullAddress: false, debitOnly: true })).toEqual({
      BillingAddress: { ZipCode: '62701' },
      CardHolderFirstName: 'Mary',
      CardHolderLastName: 'Smith',
      CardNumber: '378282246310005',
      ExpirationDate: '12/30',
      SecurityCode: '1234',
      CardType: 'amex',
      DebitCreditType: 'DebitCard',
      LoanAccountNumber: '0001-734140-5',
    });
  });
});

describe('ACH form checks (spec §5 "ACH form")', () => {
  it('when the owner is one word or an account number is all zeros or one digit repeated then each says so', () => {
    expect(achFormProblems({ ownerName: 'Mary', accountNumber: '0000', confirmAccountNumber: '7777777' })).toEqual({
      ownerName: 'paymentForms.ownerNameInvalid',
      accountNumber: 'paymentForms.accountNumberInvalid',
      confirmAccountNumber: 'paymentForms.accountNumberInvalid',
    });
  });
  it('when an account number has 18 digits then it is refused; 17 pass', () => {
    expect(achFormProblems({ accountNumber: '123456789012345678' }).accountNumber).toBe(
      'paymentForms.accountNumberInvalid',
    );
    expect(achFormProblems({ accountNumber: '12345678901234567' }).accountNumber).toBeUndefined();
  });
  it('when savings is not offered then Checking is sent whatever the data says', () => {
    expect(
      achPayload(
        { ownerName: 'Mary Smith ', routingNumber: '011000015', accountNumber: '123', accountType: 'Savings' },
        false,
      ),
    ).toEqual({
      AccountType: 'Checking',
      RoutingNumber: '011000015',
      AccountNumber: '123',
      OwnerName: 'Mary Smith',
    });
  });
  it('when the lookup fails, finds nothing or finds the bank then the outcome follows preCheckABABankInfoOption', () => {
    const bank = { RoutingNumber: '021000021', BankExists: true, Name: 'JPMorgan Chase Bank, N.A.' };
    expect(lookupOutcome({ ok: false }, false)).toEqual({ messageKey: 'paymentMethod.routingLookupError' });
    expect(lookupOutcome({ ok: true, bank }, true)).toEqual({ bank });
    expect(lookupOutcome({ ok: true, bank: { RoutingNumber: '011000015', BankExists: false } }, true)).toEqual({
      messageKey: 'paymentForms.routingNumberInvalid',
    });
    expect(lookupOutcome({ ok: true, bank: { RoutingNumber: '011000015', BankExists: false } }, false)).toEqual({
      nothing: true,
    });
  });
  it('when ACH agreements are accepted then each record names the loan and the ach trigger', () => {
    const records = achAgreementRecords(
      [{ Name: 'ACH Terms', Url: 'u', HostNum: 11338, Date: '2024-03-15' }],
      '0001-734140-5',
      new Date(2026, 10, 24, 9),
    );
    expect(records).toEqual([
      {
        AgreementType: 11338,
        DateOfAgreement: '2026-11-24',
        NameOfTerms: 'ACH Terms',
        AccountNumber: '0001-734140-5',
        IPAddress: null,
        DateOfTerms: '2024-03-15',
        WhenToAgree: 2,
      },
    ]);
  });
});

describe('problemMessages', () => {
  it('when the rules name problems then each field gets its one text, read from the settings', () => {
    const settings = { text: (key: string) => `text of ${key}` };
    expect(problemMessages(achFormProblems({ ownerName: 'x<' }), settings)).toEqual({
      ownerName: ['text of paymentForms.ownerNameInvalid'],
    });
    expect(problemMessages({}, settings)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import catalogue from '../../settings/paymentSubmitErrors.json';
import { blocksResubmit, SUBMIT_ERROR_KEYS, submitErrorOutcome, withCardText } from './submit-errors';

describe('submit error keys (spec §8 "Submit errors")', () => {
  it('names exactly the catalogue keys (the card text is a suffix, not a key)', () => {
    const declared = Object.keys(catalogue.keys).filter((k) => k !== 'cardPaymentErrorText');
    expect([...SUBMIT_ERROR_KEYS].sort()).toEqual(declared.sort());
  });

  it.each([
    ['ReachedMaxScheduledAllowed', 'reachedMaxScheduledAllowed'],
    ['reachedmaxscheduledallowed', 'reachedMaxScheduledAllowed'],
    ['SecurityNotAllowed', 'securityNotAllowed'],
    ['HostACHSecurity', 'hostACHSecurity'],
    ['HOSTACHSECURITY', 'hostACHSecurity'],
    ['Declined', 'declined'],
    ['OverLimit', 'overLimit'],
    ['InvalidInfo', 'invalidInfo'],
    ['Expired', 'expired'],
    ['Weekend', 'weekend'],
    ['Holiday', 'holiday'],
    ['DateNotAllowed', 'dateNotAllowed'],
    ['RecurringDeleteNotAllowedAch', 'recurringDeleteNotAllowedAch'],
    ['Wallet', 'wallet'],
  ])('server message %s maps to the key %s', (message, key) => {
    expect(submitErrorOutcome(message)).toEqual({ kind: 'key', key });
  });

  it('new and error share the invalid text; mustSavePaymentMethod shares payWithoutSaving', () => {
    expect(submitErrorOutcome('New')).toEqual({ kind: 'key', key: 'invalid' });
    expect(submitErrorOutcome('Error')).toEqual({ kind: 'key', key: 'invalid' });
    expect(submitErrorOutcome('MustSavePaymentMethod')).toEqual({ kind: 'key', key: 'payWithoutSaving' });
  });

  it("a message containing 'Generic -' is the processing text without that prefix (first only)", () => {
    expect(submitErrorOutcome('Generic - Card processor timed out')).toEqual({
      kind: 'processingText',
      text: 'Card processor timed out',
    });
    expect(submitErrorOutcome('Generic - step Generic - two')).toEqual({
      kind: 'processingText',
      text: 'step Generic - two',
    });
  });

  it('a key containing a space is the generic host error (processing)', () => {
    expect(submitErrorOutcome('Something went wrong')).toEqual({ kind: 'key', key: 'processing' });
  });

  it('no message (a failed call without an error list) and an unknown key are the generic error', () => {
    expect(submitErrorOutcome(undefined)).toEqual({ kind: 'key', key: 'generic' });
    expect(submitErrorOutcome('  ')).toEqual({ kind: 'key', key: 'generic' });
    expect(submitErrorOutcome('SomethingNew')).toEqual({ kind: 'key', key: 'generic' });
  });

  it('card payments get the configured card text appended when it exists', () => {
    expect(withCardText('Transaction Declined.', true, 'Call 555-0100.')).toBe('Transaction Declined. Call 555-0100.');
    expect(withCardText('Transaction Declined.', false, 'Call 555-0100.')).toBe('Transaction Declined.');
    expect(withCardText('Transaction Declined.', true, '  ')).toBe('Transaction Declined.');
  });

  it('declined, over limit, invalid info and expired disable the submit button; others do not', () => {
    for (const m of ['Declined', 'OverLimit', 'InvalidInfo', 'Expired'])
      expect(blocksResubmit(submitErrorOutcome(m))).toBe(true);
    for (const m of ['Invalid', 'Weekend', undefined, 'Generic - x'])
      expect(blocksResubmit(submitErrorOutcome(m))).toBe(false);
  });
});

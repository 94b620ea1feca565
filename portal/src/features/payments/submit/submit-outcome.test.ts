import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-failure';
import { answerLost, attemptFromAnswer, attemptFromError, sendUntilAnswered } from './submit-outcome';

const noWait = () => Promise.resolve();

describe('submit outcome (spec §4 Submit, §8)', () => {
  it('an answer with a reference number is accepted', () => {
    expect(attemptFromAnswer({ HasNoErrors: true, Errors: [], ReferenceNumber: 'R-1' })).toEqual({
      kind: 'accepted',
      referenceNumber: 'R-1',
    });
  });
  it('HasNoErrors false is refused with the §8 key of its first message', () => {
    expect(
      attemptFromAnswer({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Declined' }], ReferenceNumber: null }),
    ).toEqual({
      kind: 'refused',
      error: { kind: 'key', key: 'declined' },
    });
    expect(attemptFromAnswer({ HasNoErrors: false, Errors: [], ReferenceNumber: null })).toEqual({
      kind: 'refused',
      error: { kind: 'key', key: 'generic' },
    });
  });
  it('no answer, a 5xx and 409 mean the answer was lost; a 4xx is a refusal', () => {
    expect(answerLost({ kind: 'network' })).toBe(true);
    expect(answerLost({ kind: 'http', status: 502 })).toBe(true);
    expect(answerLost({ kind: 'flag', flag: 'IdempotencyKeyInUse', status: 409 })).toBe(true);
    expect(answerLost({ kind: 'flag', flag: 'InvalidRequest', status: 400 })).toBe(false);
    expect(attemptFromError(new ApiError({ kind: 'flag', flag: 'InvalidRequest', status: 400 }))).toEqual({
      kind: 'refused',
      error: { kind: 'key', key: 'generic' },
    });
    expect(attemptFromError(new ApiError({ kind: 'flag', flag: 'Weekend', status: 403 }))).toEqual({
      kind: 'refused',
      error: { kind: 'key', key: 'weekend' },
    });
  });
  it('a lost answer is resent until answered, and the answer of the resend counts', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
      .mockResolvedValueOnce({ HasNoErrors: true, Errors: [], ReferenceNumber: 'R-9' });
    await expect(sendUntilAnswered(send, noWait)).resolves.toEqual({ kind: 'accepted', referenceNumber: 'R-9' });
    expect(send).toHaveBeenCalledTimes(2);
  });
  it('three lost answers in a row end as lost (the borrower reads processing)', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 500 }));
    await expect(sendUntilAnswered(send, noWait)).resolves.toEqual({ kind: 'lost' });
    expect(send).toHaveBeenCalledTimes(3);
  });
  it('a refusal is not resent', async () => {
    const send = vi
      .fn()
      .mockResolvedValue({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Expired' }], ReferenceNumber: null });
    await sendUntilAnswered(send, noWait);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

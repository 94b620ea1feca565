import { describe, expect, it } from 'vitest';
import { tokenExpirationQuery } from './check-token-expiration';
import { loginFromTokenQuery } from './lookup-login-from-token';
import { ONCE_PER_LINK } from './once-per-link';
import { validateEmailQuery } from './validate-email';

describe('ONCE_PER_LINK', () => {
  it('when a one-time link is checked, then the answer is kept while the page is open, forgotten after, never retried', () => {
    expect(ONCE_PER_LINK).toEqual({ staleTime: Infinity, gcTime: 0, retry: false });
  });

  it('when the reset and verify-email links are checked, then each of their queries caches that way', () => {
    for (const options of [tokenExpirationQuery('t'), loginFromTokenQuery('t'), validateEmailQuery('e')]) {
      expect(options).toMatchObject(ONCE_PER_LINK);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { readStaffAccess } from './staff-access.ts';

describe('staff access rules from the environment', () => {
  it.each([
    [{}, { scenarioStaff: true, publisherTotpRequired: false }],
    [{ NODE_ENV: 'development' }, { scenarioStaff: true, publisherTotpRequired: false }],
    [{ NODE_ENV: 'production' }, { scenarioStaff: false, publisherTotpRequired: true }],
    [
      { NODE_ENV: 'production', STAFF_TOTP_FOR_PUBLISHERS: 'optional' },
      { scenarioStaff: false, publisherTotpRequired: false },
    ],
    [{ STAFF_TOTP_FOR_PUBLISHERS: 'required' }, { scenarioStaff: true, publisherTotpRequired: true }],
  ])('when the environment is %o then the rules are %o', (env, rules) => {
    expect(readStaffAccess(env)).toEqual(rules);
  });

  it('when STAFF_TOTP_FOR_PUBLISHERS is neither required nor optional then start-up fails naming it', () => {
    expect(() => readStaffAccess({ STAFF_TOTP_FOR_PUBLISHERS: 'off' })).toThrow(/STAFF_TOTP_FOR_PUBLISHERS/);
  });
});

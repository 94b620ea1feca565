import { describe, expect, it } from 'vitest';
import { agreementsFor, parseAgreementSetup, parseAgreementSlots } from './agreement-setup';

describe('agreement set-up string', () => {
  it('parses url|date|name|triggers with host number 11337 plus the slot index', () => {
    expect(parseAgreementSetup('https://x.test/terms.pdf|01/01/2024|Terms of Use|login-registration', 0)).toEqual({
      ok: true,
      agreement: {
        Url: 'https://x.test/terms.pdf',
        Date: '01/01/2024',
        Name: 'Terms of Use',
        HostNum: 11337,
        WhenToAgree: [0, 1],
        triggers: ['login', 'registration'],
      },
    });
    const r = parseAgreementSetup('u|d|ACH Terms|ach-estatements-texting-ecommunicationreagree', 4);
    expect(r.ok && [r.agreement.HostNum, r.agreement.WhenToAgree]).toEqual([11341, [2, 3, 4, 5]]);
  });
  it("gives 'GAC Setup Error: Incorrect number of parameters' unless there are exactly four non-empty parts", () => {
    for (const bad of ['u|d|n', 'u|d|n|login|x', 'u||n|login', '', 'u|d|n| ']) {
      const r = parseAgreementSetup(bad, 0);
      expect(r.ok ? null : r.error).toBe('GAC Setup Error: Incorrect number of parameters');
    }
  });
  it("gives 'Invalid agreement type' for an unknown trigger", () => {
    const r = parseAgreementSetup('u|d|n|login-payments', 1);
    expect(r.ok ? null : [r.error, r.detail]).toEqual(['Invalid agreement type', "unknown trigger 'payments'"]);
  });
  it('reads up to five slots, skipping empty ones and reporting bad ones by slot', () => {
    const { agreements, errors } = parseAgreementSlots([
      '',
      'u|d|E-Sign|estatements',
      'bad',
      undefined,
      'u|d|Reg|registration',
      'u|d|Sixth|login',
    ]);
    expect(agreements.map((a) => [a.Name, a.HostNum])).toEqual([
      ['E-Sign', 11338],
      ['Reg', 11341],
    ]);
    expect(errors).toEqual([
      { slot: 3, error: 'GAC Setup Error: Incorrect number of parameters', detail: expect.any(String) },
    ]);
    expect(agreementsFor(agreements, 'registration').map((a) => a.Name)).toEqual(['Reg']);
  });
});

import { describe, expect, it } from 'vitest';
import { agreementRecords, localIsoDate } from './agreement-records';

const oba = {
  Name: 'Online Banking Agreement',
  Url: 'https://example.com/oba.pdf',
  HostNum: 11337,
  Date: '2024-01-01',
  WhenToAgree: [0, 1],
};
const ecomm = {
  Name: 'E-Communications Agreement',
  Url: 'https://example.com/e.pdf',
  HostNum: 11338,
  WhenToAgree: [5],
};

describe('agreement consent records (access spec §3 "Agreement record")', () => {
  it('one record per accepted agreement with the seven fields of the spec', () => {
    const now = new Date(2026, 10, 24, 23, 30);
    expect(agreementRecords([oba, ecomm], [0, 5], now)).toEqual([
      {
        AgreementType: 11337,
        DateOfAgreement: '2026-11-24',
        NameOfTerms: 'Online Banking Agreement',
        AccountNumber: null,
        IPAddress: null,
        DateOfTerms: '2024-01-01',
        WhenToAgree: 0,
      },
      {
        AgreementType: 11338,
        DateOfAgreement: '2026-11-24',
        NameOfTerms: 'E-Communications Agreement',
        AccountNumber: null,
        IPAddress: null,
        WhenToAgree: 5,
      },
    ]);
  });
  it('the date of agreement is the local calendar day, zero-padded', () => {
    expect(localIsoDate(new Date(2027, 0, 5, 0, 1))).toBe('2027-01-05');
  });
});

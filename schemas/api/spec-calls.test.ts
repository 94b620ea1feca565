import { describe, expect, it } from 'vitest';
import { callKey, callSection, callsInText, normalisePath, specCalls, tableRows } from './spec-calls';

const keys = (text: string) => callsInText(text).map(callKey);

describe('callsInText, on rows as the spec writes them', () => {
  it('adds the missing leading slash (POST api/ClientError)', () => {
    expect(keys('POST api/ClientError')).toEqual(['POST /api/ClientError']);
  });

  it('drops query strings, with one or several parameters', () => {
    expect(keys('GET /api/PaymentInformation/GetPaymentInfo?accountNumber')).toEqual([
      'GET /api/PaymentInformation/GetPaymentInfo',
    ]);
    expect(keys('GET /api/PaymentInformation/GetPayOffQuote?AccountNumber&PayOffDate')).toEqual([
      'GET /api/PaymentInformation/GetPayOffQuote',
    ]);
    expect(keys('DELETE api/PaymentMethod/RemoveDefaultPaymentMethod?accountNumber')).toEqual([
      'DELETE /api/PaymentMethod/RemoveDefaultPaymentMethod',
    ]);
  });

  it('expands "X and Y" into two paths sharing all but the last segment', () => {
    expect(keys('POST /api/PaymentImmediate/SubmitCard and SubmitAch')).toEqual([
      'POST /api/PaymentImmediate/SubmitCard',
      'POST /api/PaymentImmediate/SubmitAch',
    ]);
    expect(keys('POST /api/CredentialValidationRules/GetLogonValidationRules and GetPasswordValidationRules')).toEqual([
      'POST /api/CredentialValidationRules/GetLogonValidationRules',
      'POST /api/CredentialValidationRules/GetPasswordValidationRules',
    ]);
  });

  it('expands "X or Y" and ignores the note in parentheses after it', () => {
    expect(keys('POST /api/PaymentRecurring/DeleteAch or DeleteCard (Card for card payments)')).toEqual([
      'POST /api/PaymentRecurring/DeleteAch',
      'POST /api/PaymentRecurring/DeleteCard',
    ]);
  });

  it('reads comma lists of full paths', () => {
    expect(
      keys(
        'GET /api/Documents/GetAccountDocuments, /api/Documents/GetCustomerDocuments, /api/Documents/GetApplicationDocuments',
      ),
    ).toEqual([
      'GET /api/Documents/GetAccountDocuments',
      'GET /api/Documents/GetCustomerDocuments',
      'GET /api/Documents/GetApplicationDocuments',
    ]);
  });

  it('skips a "(new window)" note between method and path', () => {
    expect(keys('GET (new window) /api/AccountEstatements/ViewStatement')).toEqual([
      'GET /api/AccountEstatements/ViewStatement',
    ]);
  });

  it('finds a follow-up call inside an answer cell and stops at the prose after it', () => {
    expect(
      keys('text token; then GET /api/AccountHistory/DownloadAccountHistory with query token in a new tab'),
    ).toEqual(['GET /api/AccountHistory/DownloadAccountHistory']);
  });

  it('finds nothing in a payload cell that only names fields', () => {
    expect(keys('UserInfo, PersonalInfo or UserAlertsInfo variants')).toEqual([]);
  });
});

describe('table reading', () => {
  const markdown = [
    '## 6. Roles',
    '| Method and path | Payload | Answer |',
    '|---|---|---|',
    '| GET /api/NotInSectionSeven | none | x |',
    '## 7. The calls it makes',
    '',
    '| Method and path | Payload | Answer |',
    '|---|---|---|',
    '| GET /api/accountList | none | Accounts[], HasNoErrors, Errors |',
    '| POST /api/AccountHistory/RetrieveDownloadToken | AccountNumber | then GET /api/AccountHistory/DownloadAccountHistory |',
    '| GET /api/accountList | none | listed twice |',
    '',
    '## 8. The error catalogue',
    '| GET /api/AfterSectionSeven | | |',
  ].join('\n');

  it('keeps only section 7 and only body rows', () => {
    const rows = tableRows(callSection(markdown));
    expect(rows.map((cells) => cells[0])).toEqual([
      'GET /api/accountList',
      'POST /api/AccountHistory/RetrieveDownloadToken',
      'GET /api/accountList',
    ]);
  });

  it('collects distinct calls from every cell of section 7 only', () => {
    expect(specCalls(markdown).map(callKey)).toEqual([
      'GET /api/accountList',
      'POST /api/AccountHistory/RetrieveDownloadToken',
      'GET /api/AccountHistory/DownloadAccountHistory',
    ]);
  });

  it('fails loudly when a document has no section 7', () => {
    expect(() => specCalls('## 1. Intro\nnothing')).toThrow(/## 7\./);
  });

  it('normalises paths without touching their casing', () => {
    expect(normalisePath('api/AccountEstatements/GetAmsiveStatementUrl?UserToken')).toBe(
      '/api/AccountEstatements/GetAmsiveStatementUrl',
    );
  });
});

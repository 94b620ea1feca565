import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from './openapi-document';

// ajv is what express-openapi-validator runs on; OpenAPI 3.1 schemas are JSON Schema 2020-12.
const doc = loadOpenApiDocument();
// int32 as express-openapi-validator defines it (the OWASP lint asks it of request integers).
const int32 = {
  type: 'number' as const,
  validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
};
const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { binary: true, int32 } });
ajv.addSchema(doc, 'openapi');
const schemas = doc.components.schemas as Record<string, Record<string, unknown>>;
const validator = (name: string) => ajv.getSchema(`openapi#/components/schemas/${name}`)!;
const isValid = (name: string, value: unknown) => validator(name)(value) === true;

/** A schema with its top-level $ref followed. */
function deref(schema: Record<string, unknown>): Record<string, unknown> {
  const ref = schema.$ref as string | undefined;
  return ref ? deref(schemas[ref.split('/').pop()!]!) : schema;
}

/** Every `properties` map in the components, nested ones included, with a readable location. */
function propertyMaps(node: unknown, at: string, out: [string, Record<string, Record<string, unknown>>][] = []) {
  if (!node || typeof node !== 'object') return out;
  const record = node as Record<string, unknown>;
  if (record.properties && typeof record.properties === 'object')
    out.push([at, record.properties as Record<string, Record<string, unknown>>]);
  for (const [key, value] of Object.entries(record)) propertyMaps(value, `${at}.${key}`, out);
  return out;
}
// Test-control schemas are left out: scenario users' sandbox passwords are published on purpose.
const apiSchemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => !name.startsWith('Mock')));
const allPropertyMaps = propertyMaps(apiSchemas, 'schemas');

const writeOnlySecrets = [
  'password',
  'Password',
  'NewPassword',
  'OldPassword',
  'PasswordToValidate',
  'PasswordAnswer',
  'SecretAnswer',
  'SocialSecurityNumber',
  'Ssn',
  'SecurityCode',
  'PasswordConfirm',
];

describe('component schemas', () => {
  it('all compile as JSON Schema 2020-12', () => {
    const failures = Object.keys(schemas).filter((name) => {
      try {
        return typeof validator(name) !== 'function';
      } catch {
        return true;
      }
    });
    expect(failures).toEqual([]);
  });

  it('close every JSON request body (additionalProperties false), so a typo is rejected', () => {
    const open = listOperations(doc).flatMap((op) => {
      const body = doc.paths[op.path]![op.method.toLowerCase()]!.requestBody as
        | { content: Record<string, { schema: Record<string, unknown> }> }
        | undefined;
      const schema = body?.content['application/json']?.schema;
      return schema && deref(schema).additionalProperties !== false ? [op.operationId] : [];
    });
    expect(open).toEqual([]);
  });

  it('never return a whole card or bank account number: CardNumber is last four or write-only', () => {
    const offenders: string[] = [];
    for (const [name, props] of allPropertyMaps) {
      const card = props.CardNumber;
      if (card && card.writeOnly !== true && card.$ref !== '#/components/schemas/LastFour') offenders.push(name);
    }
    expect(offenders).toEqual([]);
    expect(isValid('CardInfo', { CardType: 'visa', CardNumber: '4111111111111111', ProfileId: 'p1' })).toBe(false);
    expect(isValid('AchInfo', { AccountType: 'Checking', AccountNumber: '000123456789', ProfileId: 'p2' })).toBe(false);
    expect(isValid('CardInfo', { CardType: 'visa', CardNumber: '1111', ProfileId: 'p1' })).toBe(true);
  });

  it('mark passwords, answers, SSNs and security codes write-only wherever they appear', () => {
    const readable: string[] = [];
    for (const [name, props] of allPropertyMaps) {
      for (const key of writeOnlySecrets)
        if (props[key] && props[key].writeOnly !== true) readable.push(`${name}.${key}`);
    }
    expect(readable).toEqual([]);
  });
});

describe('request shapes the spec names', () => {
  const card = {
    BillingAddress: { ZipCode: '12345' },
    CardHolderFirstName: 'Ann',
    CardHolderLastName: 'Lee',
    CardNumber: '4111111111111111',
    ExpirationDate: '12/29',
    SecurityCode: '123',
    CardType: 'visa',
    DebitCreditType: 'DebitCard',
    LoanAccountNumber: '12-3456-7',
  };

  it('accepts a new card as the spec describes it and rejects a misspelt field', () => {
    expect(isValid('NewCardPayload', card)).toBe(true);
    const { CardHolderLastName, ...rest } = card;
    expect(isValid('NewCardPayload', { ...rest, CardholderLastName: CardHolderLastName })).toBe(false);
  });

  it('wants dates as yyyy-MM-dd and expiration as MM/YY', () => {
    expect(isValid('IsoDate', '2025-02-28')).toBe(true);
    expect(isValid('IsoDate', '02/28/2025')).toBe(false);
    expect(isValid('NewCardPayload', { ...card, ExpirationDate: '13/29' })).toBe(false);
  });

  it('sends CurrentWithFeesDue always false in a submit body', () => {
    const details = {
      PaymentDate: '2025-03-01',
      LoanAccountNumber: '12-3456-7',
      PaymentAmount: 100,
      FirstPartyFee: 0,
      ThirdPartyFee: 1.5,
      AdditionalPrincipalAmount: 0,
      CurrentWithFeesDue: false,
    };
    const body = {
      EncryptedData: 'tok',
      Payment: {
        LogonName: 'ann',
        Details: details,
        AccountType: 0,
        IsPayoff: false,
        Method: { IsCard: false, AchInfo: { AccountType: 'Checking', AccountNumber: '6789', ProfileId: 'p' } },
      },
    };
    expect(isValid('PaymentSubmitBody', body)).toBe(true);
    expect(
      isValid('PaymentSubmitBody', {
        ...body,
        Payment: { ...body.Payment, Details: { ...details, CurrentWithFeesDue: true } },
      }),
    ).toBe(false);
    expect(isValid('RecurringPaymentSubmitBody', body)).toBe(false);
  });

  it('serves settings as the typed reader expects: string values only', () => {
    const response = {
      gassySettings: { shared: { 'portal.useFAQOption': 'true' }, english: {} },
      institutionOptions: { PasswordMinimumLength: 8 },
    };
    expect(isValid('ApplicationOptionsResponse', response)).toBe(true);
    expect(
      isValid('ApplicationOptionsResponse', {
        ...response,
        gassySettings: { shared: { 'portal.useFAQOption': true }, english: {} },
      }),
    ).toBe(false);
  });
});

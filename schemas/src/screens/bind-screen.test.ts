import { readFileSync } from 'node:fs';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { bindScreen, type BoundScreen } from './bind-screen';
import { runRules } from './rule-interpreter';
import type { ScreenFile } from './screen-file';
import { messagesByField, translateSchemaErrors } from './schema-errors';
import { testReader } from './test-reader';

const login = JSON.parse(readFileSync(new URL('../../screens/login.json', import.meta.url), 'utf8')) as ScreenFile;
const validator = customizeValidator();

/** What a user would see per field: schema errors in the screen's words, plus the rule interpreter's. */
function errorsFor(bound: BoundScreen, formData: Record<string, unknown>) {
  const schemaErrors = validator.validateFormData(formData, bound.schema as never).errors;
  const all = [...translateSchemaErrors(schemaErrors, bound), ...runRules(bound.rules, formData)];
  return Object.fromEntries(
    messagesByField(
      all,
      bound.fields.map((f) => f.name),
    ).map((e) => [e.field, e.messages]),
  );
}

describe('binding the login screen (spec 5, Login)', () => {
  it('keeps the static schema object unchanged (the precompiled validator compares it)', () => {
    const before = JSON.stringify(login.schema);
    const bound = bindScreen(login, testReader());
    expect(bound.schema).toBe(login.schema);
    expect(JSON.stringify(bound.schema)).toBe(before);
  });

  it('labels, widget and button text come from the catalogue defaults', () => {
    const bound = bindScreen(login, testReader());
    expect(bound.fields.map((f) => f.label)).toEqual(['User Name', 'Password']);
    expect(bound.uiSchema.password).toMatchObject({ 'ui:title': 'Password', 'ui:widget': 'password-reveal' });
    expect(bound.submitLabel).toBe('Login');
  });

  it('a settings override changes the label and message without touching the schema', () => {
    const bound = bindScreen(
      login,
      testReader({ 'login.userNameLabel': 'Login ID', 'login.userNameRequired': 'Enter your login ID' }),
    );
    expect(bound.uiSchema.username).toMatchObject({ 'ui:title': 'Login ID' });
    expect(errorsFor(bound, {}).username).toEqual(['Enter your login ID']);
  });

  it('empty submit gives both required messages', () => {
    const errors = errorsFor(bindScreen(login, testReader()), {});
    expect(errors).toEqual({ username: ['You must enter a username'], password: ['You must enter a password'] });
  });

  it('without customer credentials a 13-character user name or password fails at 12', () => {
    const bound = bindScreen(login, testReader());
    expect(errorsFor(bound, { username: 'a'.repeat(12), password: 'p'.repeat(12) })).toEqual({});
    expect(errorsFor(bound, { username: 'a'.repeat(13), password: 'p'.repeat(13) })).toEqual({
      username: ['User Name must be 12 characters or fewer.'],
      password: ['Password must be 12 characters or fewer.'],
    });
  });

  it('with customer credentials the limit is 128', () => {
    const bound = bindScreen(login, testReader({}, { UsesCustomerCredentials: true }));
    expect(errorsFor(bound, { username: 'a'.repeat(128), password: 'p'.repeat(128) })).toEqual({});
    expect(errorsFor(bound, { username: 'a'.repeat(129), password: 'p' })).toEqual({
      username: ['User Name must be 128 characters or fewer.'],
    });
  });

  it('a 130-character name without customer credentials shows the 12 limit once, not the schema 128 as well', () => {
    const bound = bindScreen(login, testReader());
    expect(errorsFor(bound, { username: 'a'.repeat(130), password: 'x' }).username).toEqual([
      'User Name must be 12 characters or fewer.',
    ]);
  });

  it.each(['john doe', 'john<b>', 'jo"hn', 'jöhn'])('user name %j fails the allowed characters', (username) => {
    expect(errorsFor(bindScreen(login, testReader()), { username, password: 'x' }).username).toEqual([
      'Username should only contain valid characters',
    ]);
  });

  it("accepts every allowed symbol _ . ! # $ % & ' * + - / = ? ^ ` | ~ @", () => {
    const bound = bindScreen(login, testReader({}, { UsesCustomerCredentials: true }));
    expect(errorsFor(bound, { username: "a_.!#$%&'*+-/=?^`|~@9", password: 'x' })).toEqual({});
  });
});

describe('binding features beyond login', () => {
  const screen: ScreenFile = {
    schema: {
      $id: 'probe',
      type: 'object',
      properties: {
        ssn: { type: 'string' },
        pw: { type: 'string' },
        pw2: { type: 'string' },
        middle: { type: 'string' },
      },
    },
    bind: {
      ssn: { label: 'forms.required', mask: { name: 'ssn', emit: 'digits' }, rules: [{ digits: 9 }] },
      pw: {
        label: 'login.passwordLabel',
        required: true,
        rules: [{ minLength: 'institution:PasswordMinimumLength' }],
        serverCheck: { name: 'passwordRules', when: 'institution:UsesCustomerCredentials' },
      },
      pw2: {
        label: 'login.passwordLabel',
        required: 'setting:access.useConfirmPassword',
        hidden: '!setting:access.useConfirmPassword',
        rules: [{ equalTo: 'pw' }],
      },
      middle: { label: 'login.userNameLabel', hidden: 'setting:access.removeCheckDigit' },
    },
  };

  it('minimum length comes from institution options (default 8)', () => {
    expect(bindScreen(screen, testReader()).rules).toContainEqual(
      expect.objectContaining({ field: 'pw', keyword: 'minLength', limit: 8 }),
    );
    expect(bindScreen(screen, testReader({}, { PasswordMinimumLength: 10 })).rules).toContainEqual(
      expect.objectContaining({
        field: 'pw',
        keyword: 'minLength',
        limit: 10,
        message: 'Password must be at least 10 characters.',
      }),
    );
  });

  it('hidden flag hides a field and drops its rules; shown it is required and must equal', () => {
    const off = bindScreen(screen, testReader());
    expect(off.fields.map((f) => f.name)).toEqual(['ssn', 'pw', 'middle']);
    expect(off.uiSchema.pw2).toEqual({ 'ui:widget': 'hidden' });
    const on = bindScreen(screen, testReader({ 'access.useConfirmPassword': 'TRUE' }));
    expect(runRules(on.rules, { ssn: '111223333', pw: 'secret123', pw2: 'secret124' }).map((f) => f.property)).toEqual([
      '.pw2',
    ]);
  });

  it('digits rule counts digits', () => {
    const bound = bindScreen(screen, testReader());
    expect(runRules(bound.rules, { ssn: '11122333', pw: 'secret123' }).map((f) => f.name)).toEqual(['digits']);
    expect(runRules(bound.rules, { ssn: '111223333', pw: 'secret123' })).toEqual([]);
  });

  it('the async server check is bound only when its condition holds, with the 500 ms debounce', () => {
    expect(bindScreen(screen, testReader()).serverChecks).toEqual([]);
    expect(bindScreen(screen, testReader({}, { UsesCustomerCredentials: true })).serverChecks).toEqual([
      { field: 'pw', name: 'passwordRules', debounceMs: 500 },
    ]);
  });

  it('masks resolve to imask patterns; account numbers use institution lengths', () => {
    const bound = bindScreen(screen, testReader());
    expect(bound.uiSchema.ssn).toMatchObject({
      'ui:widget': 'masked',
      'ui:options': { mask: { pattern: '000000000', emit: 'digits' } },
    });
    const account: ScreenFile = {
      schema: { $id: 'acct', type: 'object', properties: { a: { type: 'string' } } },
      bind: { a: { label: 'forms.required', mask: { name: 'accountNumber', accountType: 'Deposit' } } },
    };
    const lengths = { DepositOfficeLength: 2, DepositAccountLength: 5, DepositCheckDigitLength: 1 };
    expect(bindScreen(account, testReader({}, lengths)).uiSchema.a).toMatchObject({
      'ui:options': { mask: { pattern: '00-00000-0' } },
    });
    expect(bindScreen(account, testReader({ 'access.removeCheckDigit': 'true' }, lengths)).uiSchema.a).toMatchObject({
      'ui:options': { mask: { pattern: '00-00000' } },
    });
  });
});

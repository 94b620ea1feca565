import { readFileSync } from 'node:fs';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { bindScreen, type BoundScreen } from './bind-screen';
import { settingChoices, type BoundAgreementList } from './bind-options';
import { missingValues, runRules } from './rule-interpreter';
import type { ScreenFile } from './screen-file';
import { messagesByField, translateSchemaErrors } from './schema-errors';
import { testReader } from './test-reader';

const load = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../screens/${id}.json`, import.meta.url), 'utf8')) as ScreenFile;
const secretQuestion = load('secretQuestion');
const agreements = load('agreements');
const validator = customizeValidator();

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
const optionsOf = (bound: BoundScreen, field: string) =>
  (bound.uiSchema[field] as { 'ui:options': Record<string, unknown> })['ui:options'];
const custom = { 'access.useCustomSecurityQuestion': 'true' };

describe('options from a list setting (secret question step, spec §5)', () => {
  it('preset questions are filtered by the allowed characters', () => {
    expect(
      settingChoices(
        [
          "What is your mother's maiden name?",
          'Favourite <b>food</b>?',
          'Colour: red or blue?',
          '',
          ' City of birth? ',
        ],
        'safeText',
      ),
    ).toEqual(["What is your mother's maiden name?", 'City of birth?']);
  });

  it('the select gets the filtered list and the empty choice text', () => {
    const reader = testReader({ 'secretQuestion.questions': 'City of birth?\nYour <b>pet</b>?\nFirst school?' });
    const bound = bindScreen(secretQuestion, reader);
    expect(bound.uiSchema.question).toMatchObject({ 'ui:title': 'Security Question', 'ui:widget': 'select' });
    expect(optionsOf(bound, 'question')).toMatchObject({
      choices: [
        { value: 'City of birth?', label: 'City of birth?' },
        { value: 'First school?', label: 'First school?' },
      ],
      emptyLabel: 'Please Select a Question',
    });
  });

  it('requires a question and an answer', () => {
    expect(errorsFor(bindScreen(secretQuestion, testReader()), {})).toEqual({
      question: ['Please Select a Question'],
      answer: ['Recover password answer is required.'],
    });
  });

  it('refuses answers with characters outside the allowed pattern', () => {
    const bound = bindScreen(secretQuestion, testReader());
    expect(errorsFor(bound, { question: 'City of birth?', answer: 'Austin <TX>' })).toEqual({
      answer: ['Secret Answer Contains Invalid Characters.'],
    });
    expect(errorsFor(bound, { question: 'City of birth?', answer: "O'Hare (north), #2" })).toEqual({});
  });
});

describe('variants (custom-question mode)', () => {
  it('change label, widget and required messages of question and answer', () => {
    const bound = bindScreen(secretQuestion, testReader(custom));
    expect(bound.uiSchema.question).toMatchObject({ 'ui:title': 'Security Question' });
    expect((bound.uiSchema.question as Record<string, unknown>)['ui:widget']).toBeUndefined();
    expect(errorsFor(bound, { question: ' ', answer: '' })).toEqual({
      question: ['Security question is required.'],
      answer: ['Security answer is required.'],
    });
  });

  it('the first matching variant wins and messages merge per keyword', () => {
    const screen: ScreenFile = {
      schema: { $id: 'probe', type: 'object', properties: { a: { type: 'string', maxLength: 5 } } },
      bind: {
        a: {
          label: 'login.userNameLabel',
          required: true,
          messages: { required: 'login.userNameRequired', maxLength: 'login.passwordRequired' },
          variants: [
            {
              when: 'setting:access.useConfirmPassword',
              label: 'login.passwordLabel',
              messages: { required: 'login.passwordRequired' },
            },
            { when: 'setting:access.removeCheckDigit', label: 'login.loginButton' },
          ],
        },
      },
    };
    const both = bindScreen(
      screen,
      testReader({ 'access.useConfirmPassword': 'true', 'access.removeCheckDigit': 'true' }),
    );
    expect(both.fields).toEqual([{ name: 'a', label: 'Password', required: true }]);
    expect(errorsFor(both, {})).toEqual({ a: ['You must enter a password'] });
    expect(errorsFor(both, { a: 'toolong' })).toEqual({ a: ['You must enter a password'] });
    expect(bindScreen(screen, testReader({ 'access.removeCheckDigit': 'true' })).fields[0]?.label).toBe('Login');
    expect(errorsFor(bindScreen(screen, testReader()), {})).toEqual({ a: ['You must enter a username'] });
  });

  it('registration words the answer-required message differently, and hides both without a question', () => {
    const registration = load('registrationSecurity');
    expect(errorsFor(bindScreen(registration, testReader()), {})).toEqual({
      secretQuestion: ['Please Select a Question'],
      secretAnswer: ['Secret Answer is required.'],
    });
    expect(errorsFor(bindScreen(registration, testReader(custom)), {})).toEqual({
      secretQuestion: ['Security question is required.'],
      secretAnswer: ['Security answer is required.'],
    });
    const none = bindScreen(registration, testReader({ 'access.recoverCredentialsWithoutQuestion': 'true' }));
    expect(none.uiSchema.secretQuestion).toEqual({ 'ui:widget': 'hidden' });
    expect(errorsFor(none, {})).toEqual({});
  });
});

describe('options from a runtime source and the all-accepted rule (agreements step, spec §4)', () => {
  const needed = {
    neededAgreements: [
      { value: 11337, label: 'Online Banking Agreement', url: 'https://example.com/oba.pdf', slot: 1 },
      { value: 11338, label: 'E-Sign Consent', url: 'https://example.com/esign.pdf', slot: 2 },
    ],
  };
  const list = (bound: BoundScreen) => optionsOf(bound, 'agreements').agreementList as BoundAgreementList;

  it('a source the page does not supply is an error naming it', () => {
    expect(() => bindScreen(agreements, testReader())).toThrow(/neededAgreements/);
  });

  it('each option becomes a row with its label, link and messages', () => {
    const bound = bindScreen(agreements, testReader(), needed);
    expect(list(bound)).toMatchObject({
      requireLinkClick: false,
      richTextMode: false,
      acceptLabel: 'I Accept',
      cancelLabel: 'Cancel',
    });
    expect(list(bound).rows[0]).toEqual({
      value: 11337,
      name: 'Online Banking Agreement',
      url: 'https://example.com/oba.pdf',
      label: 'I agree to the Online Banking Agreement',
      mustAgree: 'You must agree to the Online Banking Agreement',
      mustClick: 'You must click on the link, read the Online Banking Agreement, and then return and click agree',
      richText: '',
    });
  });

  it('every listed agreement must be accepted: the step-level message', () => {
    const bound = bindScreen(agreements, testReader(), needed);
    expect(errorsFor(bound, {})).toEqual({ agreements: ['You must select all agreements.'] });
    expect(errorsFor(bound, { agreements: [11338] })).toEqual({ agreements: ['You must select all agreements.'] });
    expect(errorsFor(bound, { agreements: [11338, 11337] })).toEqual({});
    expect(missingValues([11337, 11338], [11338])).toEqual([11337]);
  });

  it("click-required mode; rich-text mode wins and carries each slot's rich text", () => {
    expect(
      list(bindScreen(agreements, testReader({ 'access.forceUserToClickOnURLToAgree': 'true' }), needed)),
    ).toMatchObject({ requireLinkClick: true });
    const rich = bindScreen(
      agreements,
      testReader({
        'access.forceUserToClickOnURLToAgree': 'true',
        'access.forceRichTextAgreements': 'true',
        'agreements.agreement2RichText': '<p>Consent</p>',
      }),
      needed,
    );
    expect(list(rich)).toMatchObject({ requireLinkClick: false, richTextMode: true });
    expect(list(rich).rows.map((r) => r.richText)).toEqual(['', '<p>Consent</p>']);
  });

  it('an empty list hides the field and blocks nothing', () => {
    const bound = bindScreen(agreements, testReader(), { neededAgreements: [] });
    expect(bound.uiSchema.agreements).toEqual({ 'ui:widget': 'hidden' });
    expect(errorsFor(bound, {})).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { extractScreenKeys, extractSourceKeys, isScreenFile, readKeys } from './key-extractor';

const fixture = `
  const a = settings.text('login.userNameLabel');
  const b = s.flag( "portal.useFAQOption" ) && s.number(\`session.idleMilliseconds\`);
  s.richText('shell.disclosuresText'); s.list('secretQuestion.questions'); s.image('dashboard.bannerImage');
  if (s.isSet('portal.ssoLoginUrl')) go();
  s.text('x.y', { n: 1 });
  const binding = { "key": "registration.heading" };
  res.text(); el.text('hello'); s.text(dynamicKey);
  const byCode: Record<string, SettingKey> = { Expired: 'recovery.expired' };
  const slot = (i: number) => s.text(\`agreements.agreement\${i}\`);
  const when = '!setting:registration.placeOfBirthShown';
  // s.text('comment.only') and 'comment.literal' are not reads
  const re = /['"]not.a['"]/; type T = \`titles.\${string}\`; const u = \`\${a}.\${b}\`;
`;

describe('key extractor, source files', () => {
  const refs = extractSourceKeys(fixture, 'fixture.ts');
  it('finds reader calls, key properties, settings refs and literals, with their form and line', () => {
    expect(refs.filter((r) => !r.pattern).map((r) => [r.key, r.form, r.line])).toEqual([
      ['login.userNameLabel', 'call', 2],
      ['portal.useFAQOption', 'call', 3],
      ['session.idleMilliseconds', 'call', 3],
      ['shell.disclosuresText', 'call', 4],
      ['secretQuestion.questions', 'call', 4],
      ['dashboard.bannerImage', 'call', 4],
      ['portal.ssoLoginUrl', 'call', 5],
      ['x.y', 'call', 6],
      ['registration.heading', 'binding', 7],
      ['recovery.expired', 'literal', 9],
      ['registration.placeOfBirthShown', 'condition', 11],
    ]);
  });
  it('turns a template with a literal section into a pattern, and ignores type-level and all-dynamic templates', () => {
    const patterns = refs.filter((r) => r.pattern);
    expect(patterns.map((r) => [r.key, r.line])).toEqual([['agreements.agreement${i}', 10]]);
    expect(
      readKeys(patterns, [
        'agreements.agreement1',
        'agreements.agreement5',
        'agreements.agreement1RichText',
        'agreements.heading',
      ]),
    ).toEqual(new Set(['agreements.agreement1', 'agreements.agreement5']));
  });
  it('counts a literal as read only when the catalogue declares it', () => {
    expect(
      readKeys(extractSourceKeys("const f = 'index.html'; const k = 'recovery.expired';"), ['recovery.expired']),
    ).toEqual(new Set(['recovery.expired']));
  });
});

describe('key extractor, screen files', () => {
  const screen = {
    $schema: './screen-file.schema.json',
    description: 'Uses login.notAKey in prose.',
    schema: { $id: 'login', properties: { a: { pattern: 'a.b' } } },
    submit: 'login.loginButton',
    bind: {
      username: {
        label: 'login.userNameLabel',
        messages: { required: 'login.userNameRequired' },
        rules: [{ unless: 'institution:UsesCustomerCredentials' }],
      },
      code: { hidden: '!setting:access.useMultiFactorAuthenticationOption', maxLength: 'setting:securityCode.length' },
    },
  };
  it('finds key-shaped strings and settings refs, but nothing in the JSON Schema, the description or $ members', () => {
    expect(extractScreenKeys(screen).map((r) => [r.key, r.form])).toEqual([
      ['login.loginButton', 'binding'],
      ['login.userNameLabel', 'binding'],
      ['login.userNameRequired', 'binding'],
      ['access.useMultiFactorAuthenticationOption', 'condition'],
      ['securityCode.length', 'condition'],
    ]);
  });
  it('recognises a screen file by its content', () => {
    expect(isScreenFile(screen)).toBe(true);
    expect(isScreenFile({ section: 'login', keys: {} })).toBe(false);
    expect(isScreenFile({ schema: { type: 'object' }, bind: {} })).toBe(false);
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSettingKey } from './catalogue';
import { extractScreenKeys, extractSourceKeys, scanKeyReferences } from './key-usage';

const fixture = `
  const a = settings.text('login.userNameLabel');
  const b = s.flag( "portal.useFAQOption" ) && s.number(\`session.idleMilliseconds\`);
  s.richText('shell.disclosuresText'); s.list('secretQuestion.questions'); s.image('dashboard.bannerImage');
  if (s.isSet('portal.ssoLoginUrl')) go();
  s.text('x.y', { n: 1 });
  const binding = { "key": "registration.heading" };
  res.text(); el.text('hello'); s.text(\`a.\${name}\`); s.text(dynamicKey);
  s.textContent('not.a'); s.flagged('not.b');
`;

describe('key reference scanner', () => {
  it('finds literal keys in every reader method and key property, with line numbers', () => {
    expect(extractSourceKeys(fixture).map((r) => [r.key, r.line])).toEqual([
      ['login.userNameLabel', 2],
      ['portal.useFAQOption', 3],
      ['session.idleMilliseconds', 3],
      ['shell.disclosuresText', 4],
      ['secretQuestion.questions', 4],
      ['dashboard.bannerImage', 4],
      ['portal.ssoLoginUrl', 5],
      ['x.y', 6],
      ['registration.heading', 7],
    ]);
  });
  it('finds key-shaped strings in screen files but not inside the JSON Schema or $ members', () => {
    const screen = {
      $schema: './screen-file.schema.json',
      schema: { $id: 'login', properties: { a: { pattern: 'a.b' } } },
      submit: 'login.loginButton',
      bind: { username: { label: 'login.userNameLabel', messages: { required: 'login.userNameRequired' }, rules: [{ unless: 'institution:UsesCustomerCredentials' }] } },
    };
    expect(extractScreenKeys(screen).map((r) => r.key)).toEqual(['login.loginButton', 'login.userNameLabel', 'login.userNameRequired']);
  });
});

describe('settings keys read by the code', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  it('all exist in the catalogue', () => {
    const references = scanKeyReferences(root);
    // The portal shell already reads settings; finding none would mean the scanner looks in the wrong place.
    expect(references.length).toBeGreaterThan(0);
    const missing = references
      .filter((r) => !isSettingKey(r.key))
      .map((r) => `${r.file}${r.line ? `:${r.line}` : ''} reads '${r.key}'`);
    expect(missing).toEqual([]);
  });
});

// The repository's own ESLint config holds the one-way rules of docs/decisions/380-one-way-per-ui-concern.md:
// each case lints a snippet as if it stood at the given path.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The messages of the restricted-syntax rule for `code` at `file`. */
async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const handBanner = `export const A = () => <p className="banner banner--error" role="alert">x</p>;\n`;

describe('one error banner (ESLint)', () => {
  // The first lint loads the whole config and its plugins: seconds on a loaded machine.
  beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'portal/src/x.ts') }), 60_000);

  it('when a feature writes a banner by hand then its role and its class are refused', async () => {
    const messages = await restricted('portal/src/features/profile/x.tsx', handBanner);
    expect(messages).toHaveLength(2);
    expect(messages.join(' ')).toContain('ErrorBanner');
  });

  it('when a LiveMessage is given the class by hand then it is refused', async () => {
    const code = 'export const c = `banner banner--error`;\n';
    expect(await restricted('portal/src/app/x.tsx', code)).toHaveLength(1);
  });

  it('when a studio feature writes role=alert then it is refused', async () => {
    const code = 'export const A = () => <p role="alert" className="studio-error">x</p>;\n';
    expect(await restricted('settings-studio/src/features/audit/x.tsx', code)).toHaveLength(1);
  });

  it('when the banner component itself or a test writes the markup then it is allowed', async () => {
    expect(await restricted('portal/src/ui/error-banner-x.tsx', handBanner)).toEqual([]);
    expect(await restricted('portal/src/features/profile/x.test.tsx', handBanner)).toEqual([]);
  });

  it('when a file casts to SettingKey then that rule still holds beside the banner rule', async () => {
    const code = "type SettingKey = string;\nexport const k = 'a' as SettingKey;\n";
    expect(await restricted('portal/src/features/profile/x.tsx', code)).toHaveLength(1);
    expect(await restricted('server-mock/x.ts', code)).toHaveLength(1);
  });

  it('when a feature or the session writes the dashboard path then it is refused: DASHBOARD_PATH is its one home', async () => {
    const code = "export const go = (navigate: (to: string) => void) => navigate('/myaccount/dashboard');\n";
    expect(await restricted('portal/src/features/accounts/x.tsx', code)).toHaveLength(1);
    expect(await restricted('portal/src/session/x.ts', code)).toHaveLength(1);
    expect(await restricted('portal/src/ui/route-paths-x.ts', code)).toEqual([]);
  });

  it('when a dialog draws its action buttons by hand then they are refused: DialogButton is their one look', async () => {
    const code =
      'export const D = () => (\n' +
      '  <Modal title="t" actions={<><button type="button" className="button">No</button>' +
      '<BusyButton busy={false}>Yes</BusyButton></>}>x</Modal>\n);\n';
    const messages = await restricted('portal/src/features/payments/x.tsx', code);
    expect(messages).toHaveLength(2);
    expect(messages.join(' ')).toContain('DialogButton');
    const byClass = 'export const c = "portal-dialog__button";\n';
    expect(await restricted('portal/src/features/x.tsx', byClass)).toHaveLength(1);
    expect(await restricted('portal/src/ui/dialog-button-x.tsx', code)).toEqual([]);
  });
});

describe('one host-date formatter (ESLint, decision 361)', () => {
  beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'portal/src/x.ts') }), 60_000);

  it("when a feature formats a date with date-fns' format then it is refused", async () => {
    const code = "import { format } from 'date-fns';\nexport const d = (x: Date) => format(x, 'MM/dd/yyyy');\n";
    expect(await restricted('portal/src/features/accounts/x.ts', code)).toHaveLength(1);
    expect(await restricted('portal/src/ui/x.ts', code)).toHaveLength(1);
    expect(await restricted('schemas/src/rules/x.ts', code)).toHaveLength(1);
  });

  it('when a file writes Intl or toLocaleDateString by hand then it is refused, a banner rule still holding', async () => {
    const code = "export const d = (x: Date) => new Intl.DateTimeFormat('en-US').format(x) + x.toLocaleDateString();\n";
    expect(await restricted('portal/src/features/payments/x.ts', code)).toHaveLength(2);
    expect(await restricted('portal/src/session/x.tsx', handBanner)).toHaveLength(2);
  });

  it('when the formatter itself or a test formats then it is allowed', async () => {
    const code = "import { format } from 'date-fns';\nexport const d = (x: Date) => format(x, 'yyyy-MM-dd');\n";
    expect(await restricted('schemas/src/rules/host-format.ts', code)).toEqual([]);
    expect(await restricted('schemas/src/rules/calendar.ts', code)).toEqual([]);
    expect(await restricted('portal/src/features/accounts/x.test.ts', code)).toEqual([]);
  });

  it('when a portal call names its own answer type then it is refused: the contract path types it', async () => {
    const code = "import { api } from '@/api/api-client';\nexport const p = () => api.get<{ a: 1 }>('Profile');\n";
    expect(await restricted('portal/src/api/profile/x.ts', code)).toHaveLength(1);
    expect(await restricted('portal/src/api/profile/x.test.ts', code)).toHaveLength(1);
    const typed =
      "import { api } from '@/api/api-client';\nexport const p = () => api.post('Login/Logout', { UserToken: 't' });\n";
    expect(await restricted('portal/src/api/profile/x.ts', typed)).toEqual([]);
  });

  it('when a studio call names its own answer type then it is refused: the contract path types it', async () => {
    const code =
      "import { studioApi } from './studio-client';\nexport const s = () => studioApi<{ a: 1 }>('GET', 'state');\n";
    expect(await restricted('settings-studio/src/api/x.ts', code)).toHaveLength(1);
    expect(await restricted('settings-studio/src/features/editor/x.test.ts', code)).toHaveLength(1);
    const typed = "import { studioApi } from './studio-client';\nexport const s = () => studioApi('GET', 'state');\n";
    expect(await restricted('settings-studio/src/api/x.ts', typed)).toEqual([]);
  });
});

describe('request bodies typed by the contract in the sandbox (ESLint, decision 404)', () => {
  beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'server-mock/x.ts') }), 60_000);
  const route = 'server-mock/routes/payments/x.ts';

  it('when a route reads or casts req.body then it is refused: contractBody reads it as the contract types it', async () => {
    expect(
      await restricted(route, 'export const f = (req: { body: unknown }) => req.body as { A: string };\n'),
    ).toHaveLength(1);
    expect(
      await restricted(route, 'export const f = (req: { body: unknown }) => { const { body } = req; return body; };\n'),
    ).toHaveLength(1);
    expect(
      await restricted('server-mock/http/x.ts', 'export const f = (request: { body: unknown }) => request.body;\n'),
    ).toHaveLength(1);
  });

  it('when a route reads a body untyped or casts it or its fields then it is refused', async () => {
    const untyped =
      "import { bodyOf } from '../../http/read-body.ts';\nexport const f = (req: never) => bodyOf(req);\n";
    expect(await restricted(route, untyped)).toHaveLength(1);
    const cast =
      "import { contractBody } from '../../http/read-body.ts';\n" +
      "export const f = (req: never) => contractBody<'/api/Login/Logout'>(req) as { UserToken: string };\n";
    expect(await restricted(route, cast)).toHaveLength(1);
    const field = 'export const f = (body: { Records: unknown }) => body.Records as string[];\n';
    expect(await restricted('server-mock/routes/access/x.ts', field)).toHaveLength(1);
    const read = 'export const f = (body: object, read: (b: object) => unknown) => read(body) as string[];\n';
    expect(await restricted('server-mock/routes/access/x.ts', read)).toHaveLength(1);
  });

  it('when the one reader, a test or a typed read does it then it is allowed', async () => {
    const raw = 'export const f = (req: { body: unknown }) => req.body;\n';
    expect(await restricted('server-mock/http/read-body.ts', raw)).toEqual([]);
    expect(await restricted('server-mock/routes/payments/x.test.ts', raw)).toEqual([]);
    const typed =
      "import { contractBody } from '../../http/read-body.ts';\n" +
      "export const f = (req: never) => contractBody<'/api/Login/Logout'>(req).UserToken;\n";
    expect(await restricted(route, typed)).toEqual([]);
  });
});

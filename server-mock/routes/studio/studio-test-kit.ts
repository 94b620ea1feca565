/** Route-test helpers for the studio API: sign a staff user in and call with their cookie and CSRF token. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { StudioSession } from '../../../schemas/src/studio/studio-api.ts';
import { STAFF_PASSWORD } from '../../scenarios/staff-scenarios.ts';
import { startTestApp, type TestApp, type TestAppOptions } from '../../testing/start-test-app.ts';

/**
 * The app of one studio route-test file, usable where it is declared: started before the file's tests (`start`:
 * the test app's options, or another start such as production rules), back to its seed before each test and, with
 * `now`, at that time on the sandbox clock, then closed after the file. The file's own `beforeEach` runs after
 * the reset, so it can sign staff in.
 */
export function studioRouteApp(
  start: TestAppOptions | (() => Promise<TestApp>) = {},
  { now }: { now?: string } = {},
): TestApp {
  let running: TestApp | undefined;
  const started = (): TestApp => {
    if (!running) throw new Error('The studio route-test app was used before it started (outside a test or hook)');
    return running;
  };
  beforeAll(async () => {
    running = await (typeof start === 'function' ? start() : startTestApp(start));
  }, 120_000);
  afterAll(() => running?.close());
  beforeEach(async () => {
    await started().call('/__mock/reset', { method: 'POST' });
    if (now) await started().call('/__mock/clock', { method: 'PUT', json: { now } });
  }, 60_000);
  return new Proxy({} as TestApp, { get: (_target, name) => Reflect.get(started(), name) });
}

/** A signed-in staff member's way to call the studio API. */
export interface StaffClient {
  cookie: string;
  session: StudioSession;
  /** A call with the cookie and, unless `csrf: false`, the CSRF token. */
  call(
    path: string,
    init?: { method?: string; json?: unknown; body?: string; headers?: Record<string, string>; csrf?: boolean },
  ): Promise<Response>;
}

/** The `name=value` part of the session cookie a sign-in answer set. */
export function cookieOf(res: Response): string {
  const set = res.headers.get('set-cookie') ?? '';
  const pair = set.split(';')[0] ?? '';
  if (!pair.startsWith('studio_session=')) throw new Error(`No studio_session cookie in ${set}`);
  return pair;
}

/** Signs a staff user in (fails the test on refusal). */
export async function signIn(app: TestApp, userName: string, password = STAFF_PASSWORD): Promise<StaffClient> {
  const res = await app.call('/studio/api/session', { json: { userName, password } });
  if (res.status !== 200) throw new Error(`Sign-in as ${userName} answered ${res.status}: ${await res.text()}`);
  const session = (await res.json()) as StudioSession;
  const cookie = cookieOf(res);
  return {
    cookie,
    session,
    call: (path, init = {}) => {
      const { csrf = true, headers = {}, ...rest } = init;
      return app.call(path, {
        ...rest,
        headers: { cookie, ...(csrf ? { 'x-csrf-token': session.csrfToken } : {}), ...headers },
      });
    },
  };
}

/** Call options saving a draft value over the key's `revision` (If-Match), as the studio does. */
export function putDraft(value: string, revision = 0) {
  return { method: 'PUT', json: { value }, headers: { 'if-match': `"${revision}"` } };
}

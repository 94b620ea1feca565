/** Route-test helpers for the studio API: sign a staff user in and call with their cookie and CSRF token. */
import type { StudioSession } from '../../../schemas/src/studio/studio-api.ts';
import { STAFF_PASSWORD } from '../../scenarios/staff-scenarios.ts';
import type { TestApp } from '../../testing/start-test-app.ts';

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

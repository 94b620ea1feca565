/** Route-test helpers for staff outside the sandbox: a production app, staff added as the command does, TOTP codes. */
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../../schemas/src/studio/studio-api.ts';
import { addStaff } from '../../use-cases/studio/staff-accounts.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

/** A password that passes the staff strength rule. */
export const STRONG_PASSWORD = 'plum-Orbit-canvas-77';

/** The studio's rules of a production server (no scenario staff, TOTP required for publishers). */
export const PRODUCTION_STAFF_ACCESS = { scenarioStaff: false, publisherTotpRequired: true } as const;

/** Starts an app with production's staff rules (test controls stay on for the clock). */
export function startProductionStudio(): Promise<TestApp> {
  return startTestApp({ staffAccess: PRODUCTION_STAFF_ACCESS });
}

/** Adds a staff member as `npm run staff -- add` does (fails the test on refusal). */
export async function addTestStaff(
  app: TestApp,
  userName: string,
  role: StaffRole,
  password = STRONG_PASSWORD,
): Promise<void> {
  const result = await addStaff(app.ctx.db, { userName, role, password });
  if (!result.ok) throw new Error(result.problem);
}

/** The code an authenticator app shows for `secret` at `at` (otpauth, as a phone computes it). */
export function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

/** Every `name=value` pair a response set, by name. */
export function cookiesOf(res: Response): Record<string, string> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((c) => c.split(';')[0]!.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
}

/** Signs in with name and password; answers the body and the `cookie` header for the next step. */
export async function passwordStep(
  app: TestApp,
  userName: string,
  password = STRONG_PASSWORD,
): Promise<{ status: number; body: Record<string, unknown>; cookie: string }> {
  const res = await app.call('/studio/api/session', { json: { userName, password } });
  const cookie = Object.entries(cookiesOf(res))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookie };
}

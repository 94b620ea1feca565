import { beforeEach, describe, expect, it } from 'vitest';
import type { EnrolmentConfirmed, StudioSession, TotpEnrolment } from '../../../schemas/src/studio/studio-api.ts';
import { listAuditEntries } from '../../store/studio/audit-log-repo.ts';
import { addTestStaff, codeAt, cookiesOf, passwordStep, startProductionStudio } from './staff-access-test-kit.ts';
import { studioRouteApp } from './studio-test-kit.ts';

const MORNING = new Date('2026-03-03T14:00:00.000Z');
const later = (seconds: number) => new Date(MORNING.getTime() + seconds * 1000);
/** A code that differs from `code` in its last digit. */
const otherThan = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe('staff second factor (TOTP)', { timeout: 60_000 }, () => {
  const app = studioRouteApp(startProductionStudio);
  const setClock = (at: Date) => app.call('/__mock/clock', { method: 'PUT', json: { now: at.toISOString() } });
  const post = (path: string, cookie: string, json: unknown = {}) =>
    app.call(`/studio/api${path}`, { json, headers: { cookie } });

  /** The publisher's whole first sign-in: password, enrolment, first code; answers the secret and recovery codes. */
  async function enrolPublisher(): Promise<{ secret: string; recoveryCodes: string[]; session: StudioSession }> {
    const step = await passwordStep(app, 'pia.publisher');
    const enrolment = (await (await post('/session/enrolment', step.cookie)).json()) as TotpEnrolment;
    const confirmed = await post('/session/enrolment/confirm', step.cookie, {
      code: codeAt(enrolment.secret, MORNING),
    });
    expect(confirmed.status).toBe(200);
    const body = (await confirmed.json()) as EnrolmentConfirmed;
    return { secret: enrolment.secret, recoveryCodes: body.recoveryCodes, session: body.session! };
  }

  beforeEach(async () => {
    await setClock(MORNING);
    await addTestStaff(app, 'pia.publisher', 'publisher');
  }, 60_000);

  it('when a publisher who must have TOTP gives the right password then no session opens: the studio is closed until they enrol', async () => {
    const step = await passwordStep(app, 'pia.publisher');
    expect(step).toMatchObject({ status: 200, body: { secondFactor: 'enrol' } });
    expect(step.cookie).not.toContain('studio_session=');
    expect(step.cookie).toMatch(/^studio_sign_in=/);
    expect((await app.call('/studio/api/state', { headers: { cookie: step.cookie } })).status).toBe(401);
    expect((await post('/session/code', step.cookie, { code: '123456' })).status).toBe(409);
  });

  it('when the publisher enrols then the QR code and the secret are answered, a wrong code is refused, and the right one opens the session with ten recovery codes', async () => {
    const step = await passwordStep(app, 'pia.publisher');
    const res = await post('/session/enrolment', step.cookie);
    expect(res.status).toBe(200);
    const enrolment = (await res.json()) as TotpEnrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/Settings%20Studio:pia.publisher?issuer=Settings%20Studio&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qr.size).toBeGreaterThanOrEqual(21);
    expect(enrolment.qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);

    expect(
      (await post('/session/enrolment/confirm', step.cookie, { code: codeAt(enrolment.secret, later(-600)) })).status,
    ).toBe(401);
    const confirmed = await post('/session/enrolment/confirm', step.cookie, {
      code: codeAt(enrolment.secret, MORNING),
    });
    expect(confirmed.status).toBe(200);
    const body = (await confirmed.json()) as EnrolmentConfirmed;
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    const cookies = cookiesOf(confirmed);
    expect(cookies.studio_sign_in).toBe('');
    const cookie = `studio_session=${cookies.studio_session}`;
    const publish = await app.call('/studio/api/config', {
      method: 'PUT',
      json: { fourEyes: true },
      headers: { cookie, 'x-csrf-token': body.session!.csrfToken },
    });
    expect(publish.status).toBe(200);

    const stored = await app.ctx.db.query<{ code_hash: string }>('select code_hash from staff_recovery_codes');
    expect(stored).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(stored.map((r) => r.code_hash)).not.toContain(code);
  });

  it('when an enrolled publisher signs in then the code step follows the password; the current code opens the session, a wrong one and the same one again are refused', async () => {
    const { secret } = await enrolPublisher();
    await setClock(later(60));
    const first = await passwordStep(app, 'pia.publisher');
    expect(first.body).toEqual({ secondFactor: 'code' });
    const code = codeAt(secret, later(60));
    expect((await post('/session/code', first.cookie, { code: otherThan(code) })).status).toBe(401);
    const ok = await post('/session/code', first.cookie, { code });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as StudioSession).user).toEqual({
      userName: 'pia.publisher',
      displayName: 'pia.publisher',
      role: 'publisher',
    });

    const replay = await passwordStep(app, 'pia.publisher');
    const again = await post('/session/code', replay.cookie, { code });
    expect(again.status).toBe(401);
    expect((await again.json()).message).toBe(
      'The code is not right, or was used already. Enter the newest code from your authenticator app.',
    );
    await setClock(later(90));
    expect((await post('/session/code', replay.cookie, { code: codeAt(secret, later(90)) })).status).toBe(200);
  });

  it('when the code of the enrolment is given again at sign-in then it is refused as a replay', async () => {
    const { secret } = await enrolPublisher();
    const step = await passwordStep(app, 'pia.publisher');
    expect((await post('/session/code', step.cookie, { code: codeAt(secret, MORNING) })).status).toBe(401);
  });

  it('when a recovery code is given instead of a TOTP code then it opens the session once; the second time it is refused', async () => {
    const { recoveryCodes } = await enrolPublisher();
    const code = recoveryCodes[3]!;
    const first = await passwordStep(app, 'pia.publisher');
    expect((await post('/session/code', first.cookie, { code: code.toUpperCase() })).status).toBe(200);
    const second = await passwordStep(app, 'pia.publisher');
    expect((await post('/session/code', second.cookie, { code })).status).toBe(401);
    expect((await post('/session/code', second.cookie, { code: recoveryCodes[4]! })).status).toBe(200);
  });

  it('when five wrong codes are given then the pending sign-in ends and even the right code needs the password again', async () => {
    const { secret } = await enrolPublisher();
    await setClock(later(120));
    const step = await passwordStep(app, 'pia.publisher');
    const wrong = otherThan(codeAt(secret, later(120)));
    for (let i = 0; i < 5; i++) expect((await post('/session/code', step.cookie, { code: wrong })).status).toBe(401);
    const ended = await post('/session/code', step.cookie, { code: codeAt(secret, later(120)) });
    expect(ended.status).toBe(401);
    expect((await ended.json()).message).toBe('This sign-in has ended; give your user name and password again.');
  });

  it('when an editor enrols from the studio (optional for them) then their next sign-in asks for the code', async () => {
    await addTestStaff(app, 'eve.editor', 'editor');
    const step = await passwordStep(app, 'eve.editor');
    const session = step.body as unknown as StudioSession;
    expect(session.user.role).toBe('editor');
    const cookie = step.cookie;
    const headers = { cookie, 'x-csrf-token': session.csrfToken };
    const enrolment = (await (
      await app.call('/studio/api/me/second-factor', { method: 'POST', headers })
    ).json()) as TotpEnrolment;
    expect((await app.call('/studio/api/me/second-factor/confirm', { json: { code: '12' }, headers })).status).toBe(
      422,
    );
    const confirmed = await app.call('/studio/api/me/second-factor/confirm', {
      json: { code: codeAt(enrolment.secret, MORNING) },
      headers,
    });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as EnrolmentConfirmed).recoveryCodes).toHaveLength(10);
    expect((await passwordStep(app, 'eve.editor')).body).toEqual({ secondFactor: 'code' });
  });

  it('when a publisher enrols at sign-in, then signs in with a wrong and a right code, then the audit log has the enrolment, the refusal and both sign-ins', async () => {
    const { secret } = await enrolPublisher();
    await setClock(later(60));
    const step = await passwordStep(app, 'pia.publisher');
    expect((await post('/session/code', step.cookie, { code: otherThan(codeAt(secret, later(60))) })).status).toBe(401);
    expect((await post('/session/code', step.cookie, { code: codeAt(secret, later(60)) })).status).toBe(200);
    const entries = (await listAuditEntries(app.ctx.db, { actor: 'pia.publisher' }, { limit: 20 })).reverse();
    expect(entries.map((e) => [e.action, e.detail.secondFactor ?? null])).toEqual([
      ['second-factor-change', null],
      ['sign-in', 'enrolment'],
      ['sign-in-failed', 'code'],
      ['sign-in', 'code'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });
});

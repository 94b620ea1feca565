import { describe, expect, it } from 'vitest';
import { staffScenarios, STAFF_PASSWORD } from '../../scenarios/staff-scenarios.ts';
import { insertStaffUser } from '../../store/studio/staff-users-repo.ts';
import { hashPassword } from '../../store/password-hash.ts';
import { disableStaff, enableStaff, setStaffRole } from '../../use-cases/studio/staff-accounts.ts';
import { startTestApp } from '../../testing/start-test-app.ts';
import { addTestStaff, startProductionStudio, STRONG_PASSWORD } from './staff-access-test-kit.ts';
import { signIn, studioRouteApp } from './studio-test-kit.ts';

describe('studio staff outside the sandbox', { timeout: 60_000 }, () => {
  const app = studioRouteApp(startProductionStudio);

  it('when the server runs with production rules then no staff exist and the sandbox password never signs in', async () => {
    expect(await app.ctx.db.query('select user_name from staff_users')).toEqual([]);
    for (const s of staffScenarios) {
      const res = await app.call('/studio/api/session', { json: { userName: s.username, password: STAFF_PASSWORD } });
      expect(res.status).toBe(401);
    }
  });

  it('when the test controls are on beside production rules then the scenarios list no staff, since none exist', async () => {
    const listed = (await (await app.call('/__mock/scenarios')).json()) as { tags: string[] }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((s) => s.tags.some((t) => t.startsWith('staff-')))).toEqual([]);
  });

  it('when a store seeded by the sandbox is served with production rules then its scenario staff cannot sign in', async () => {
    await insertStaffUser(app.ctx.db, {
      userName: 'staff.publisher',
      displayName: 'Paula',
      role: 'publisher',
      passwordHash: await hashPassword(STAFF_PASSWORD),
      scenario: true,
    });
    expect(
      (await app.call('/studio/api/session', { json: { userName: 'staff.publisher', password: STAFF_PASSWORD } }))
        .status,
    ).toBe(401);
  });

  it('when the command added an editor then they sign in without a second factor; disabled, their session ends and sign-in is refused; enabled, they sign in again', async () => {
    await addTestStaff(app, 'eve.editor', 'editor');
    const eve = await signIn(app, 'eve.editor', STRONG_PASSWORD);
    expect(eve.session.user).toEqual({ userName: 'eve.editor', displayName: 'eve.editor', role: 'editor' });
    expect((await eve.call('/studio/api/state')).status).toBe(200);

    expect(await disableStaff(app.ctx.db, 'eve.editor')).toMatchObject({ ok: true });
    expect((await eve.call('/studio/api/state')).status).toBe(401);
    expect(
      (await app.call('/studio/api/session', { json: { userName: 'eve.editor', password: STRONG_PASSWORD } })).status,
    ).toBe(401);

    expect(await enableStaff(app.ctx.db, 'eve.editor')).toMatchObject({ ok: true });
    expect((await signIn(app, 'eve.editor', STRONG_PASSWORD)).session.user.role).toBe('editor');
  });

  it("when the command changes a role then the member's sessions end and the next sign-in carries the new role", async () => {
    await addTestStaff(app, 'vic.viewer', 'viewer');
    const vic = await signIn(app, 'vic.viewer', STRONG_PASSWORD);
    expect(await setStaffRole(app.ctx.db, 'vic.viewer', 'editor')).toMatchObject({ ok: true });
    expect((await vic.call('/studio/api/session')).status).toBe(401);
    expect((await signIn(app, 'vic.viewer', STRONG_PASSWORD)).session.user.role).toBe('editor');
  });

  it('when a staff member changes their own password then the current one and the new one twice are checked, the strength rule applies, and their other sessions end', async () => {
    await addTestStaff(app, 'eve.editor', 'editor');
    const here = await signIn(app, 'eve.editor', STRONG_PASSWORD);
    const elsewhere = await signIn(app, 'eve.editor', STRONG_PASSWORD);
    const change = (body: Record<string, string>) =>
      here.call('/studio/api/me/password', { method: 'PUT', json: body });
    const next = 'quartz-Meadow-lantern-41';

    const wrongCurrent = await change({ currentPassword: 'not-it', newPassword: next, newPasswordAgain: next });
    expect(wrongCurrent.status).toBe(403);
    const mismatch = await change({
      currentPassword: STRONG_PASSWORD,
      newPassword: next,
      newPasswordAgain: `${next}x`,
    });
    expect(mismatch.status).toBe(422);
    expect((await mismatch.json()).message).toBe('The two new passwords are not the same.');
    const weak = await change({
      currentPassword: STRONG_PASSWORD,
      newPassword: STAFF_PASSWORD,
      newPasswordAgain: STAFF_PASSWORD,
    });
    expect(weak.status).toBe(422);
    expect((await weak.json()).message).toMatch(/too easy to guess/);
    expect(
      (
        await here.call('/studio/api/me/password', {
          method: 'PUT',
          json: { currentPassword: STRONG_PASSWORD, newPassword: next, newPasswordAgain: next },
          csrf: false,
        })
      ).status,
    ).toBe(403);

    expect((await change({ currentPassword: STRONG_PASSWORD, newPassword: next, newPasswordAgain: next })).status).toBe(
      204,
    );
    expect((await here.call('/studio/api/session')).status).toBe(200);
    expect((await elsewhere.call('/studio/api/session')).status).toBe(401);
    expect(
      (await app.call('/studio/api/session', { json: { userName: 'eve.editor', password: STRONG_PASSWORD } })).status,
    ).toBe(401);
    expect((await signIn(app, 'eve.editor', next)).session.user.userName).toBe('eve.editor');
  });
});

describe('studio staff in the sandbox', { timeout: 60_000 }, () => {
  it('when the sandbox runs outside production then the scenario staff sign in with the public password', async () => {
    const sandbox = await startTestApp();
    try {
      expect((await signIn(sandbox, 'staff.publisher')).session.user.role).toBe('publisher');
    } finally {
      await sandbox.close();
    }
  }, 120_000);
});

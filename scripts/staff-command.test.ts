import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCommandStore } from '../server-mock/store/command-store.ts';
import { openPg } from '../server-mock/store/pg-database.ts';
import { withDatabase } from '../server-mock/store/pg-sandbox-database.ts';
import { openPglite } from '../server-mock/store/pglite-database.ts';
import { listAuditEntries } from '../server-mock/store/studio/audit-log-repo.ts';
import { confirmPendingTotp, savePendingTotp } from '../server-mock/store/studio/staff-second-factor-repo.ts';
import { runStaffCommand, type StaffCommandIo } from './staff-command.ts';

const STRONG = 'plum-Orbit-canvas-77';

/** A terminal that answers the password prompts in order and keeps what the command printed. */
function terminal(answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const io: StaffCommandIo = {
    askSecret: async (prompt) => {
      prompts.push(prompt);
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`Unexpected prompt ${prompt}`);
      return answer;
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  return { io, out, err, prompts };
}

/** The command's actions on one store (the environment names it). */
function actionsOn(env: () => NodeJS.ProcessEnv) {
  const run = async (argv: string[], answers: string[] = []) => {
    const t = terminal(answers);
    const code = await runStaffCommand(argv, env(), t.io);
    return { code, ...t };
  };

  it('when the store has no staff then list says how to add the first', async () => {
    const listed = await run(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toEqual(['No staff yet: add the first with npm run staff -- add NAME --role publisher']);
  });

  it('when add is given a name and role then it asks for the password twice and adds the member', async () => {
    const added = await run(
      ['add', 'Anna.Admin', '--role', 'publisher', '--display-name', 'Anna Admin'],
      [STRONG, STRONG],
    );
    expect(added).toMatchObject({
      code: 0,
      out: ['Added anna.admin as publisher.'],
      prompts: ['New password for Anna.Admin: ', 'The same password again: '],
    });
    expect((await run(['list'])).out).toEqual(['anna.admin\tpublisher\tAnna Admin', '1 staff.']);
    expect((await run(['add', 'anna.admin', '--role', 'viewer'], [STRONG, STRONG])).err).toEqual([
      'The staff member "anna.admin" exists already.',
    ]);
  });

  it('when the password is weak, the two differ, or is given as an argument then nothing is added', async () => {
    const weak = await run(['add', 'bob.b', '--role', 'editor'], ['Staff-pass1!', 'Staff-pass1!']);
    expect(weak.code).toBe(1);
    expect(weak.err[0]).toMatch(/^This password is too easy to guess/);
    const short = await run(['add', 'bob.b', '--role', 'editor'], ['Short1!', 'Short1!']);
    expect(short.err).toEqual(['A staff password needs at least 12 characters.']);
    const differ = await run(['add', 'bob.b', '--role', 'editor'], [STRONG, `${STRONG}!`]);
    expect(differ).toMatchObject({ code: 1, err: ['The two passwords are not the same; nothing was changed.'] });
    const argument = await run(['add', 'bob.b', '--role', 'editor', '--password', STRONG]);
    expect(argument.code).toBe(2);
    expect(argument.prompts).toEqual([]);
    expect(argument.err[0]).toMatch(/^The password is never taken as an argument/);
    expect((await run(['add', 'bob.b', '--role', 'boss'])).err[0]).toMatch(
      /^--role must be one of viewer, editor, publisher\./,
    );
    expect((await run(['list'])).out.some((line) => line.startsWith('bob.b'))).toBe(false);
  });

  it('when disable, enable, role and reset-password run then list shows each change; an unknown name is refused', async () => {
    await run(['add', 'carl.c', '--role', 'viewer'], [STRONG, STRONG]);
    expect((await run(['disable', 'carl.c'])).out).toEqual(['Disabled carl.c; their sessions have ended.']);
    expect((await run(['list'])).out).toContain('carl.c\tviewer\tcarl.c\t(disabled)');
    expect((await run(['enable', 'carl.c'])).out).toEqual(['Enabled carl.c.']);
    expect((await run(['role', 'carl.c', '--role', 'editor'])).out).toEqual([
      'carl.c is now an editor; their sessions have ended.',
    ]);
    expect((await run(['list'])).out).toContain('carl.c\teditor\tcarl.c');
    const reset = await run(['reset-password', 'carl.c'], ['quartz-Meadow-lantern-41', 'quartz-Meadow-lantern-41']);
    expect(reset.out).toEqual(['New password set for carl.c; their sessions have ended.']);
    expect(await run(['disable', 'nobody'])).toMatchObject({ code: 1, err: ['There is no staff member "nobody".'] });
    expect((await run(['fly', 'carl.c'])).code).toBe(2);
  });

  it('when the command changes staff then each change is in the audit log under the operator, without the password', async () => {
    await run(['add', 'erin.e', '--role', 'editor'], [STRONG, STRONG]);
    await run(['role', 'erin.e', '--role', 'publisher']);
    await run(['disable', 'erin.e']);
    await run(['reset-password', 'erin.e'], ['quartz-Meadow-lantern-41', 'quartz-Meadow-lantern-41']);
    await run(['disable', 'nobody']);
    const { DATA_DIR: dataDir = '', DATABASE_URL: databaseUrl } = env();
    const db = await openCommandStore({ dataDir, databaseUrl });
    try {
      const entries = (await listAuditEntries(db, { actor: 'staff-command' }, { limit: 50 }))
        .filter((e) => e.key === 'erin.e' || e.key === 'nobody')
        .reverse();
      expect(entries.map((e) => [e.action, e.key, e.newValue, e.detail.command])).toEqual([
        ['staff-create', 'erin.e', 'editor', 'add'],
        ['staff-change', 'erin.e', 'publisher', 'role'],
        ['staff-change', 'erin.e', 'disabled', 'disable'],
        ['password-change', 'erin.e', null, 'reset-password'],
      ]);
      expect(JSON.stringify(entries)).not.toContain('lantern');
      expect(JSON.stringify(entries)).not.toContain(STRONG);
    } finally {
      await db.close();
    }
  });

  it('when a member lost their authenticator app then reset-second-factor removes it, and list shows it gone', async () => {
    await run(['add', 'dana.d', '--role', 'publisher'], [STRONG, STRONG]);
    const { DATA_DIR: dataDir = '', DATABASE_URL: databaseUrl } = env();
    const db = await openCommandStore({ dataDir, databaseUrl });
    try {
      await savePendingTotp(db, 'dana.d', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
      await confirmPendingTotp(db, 'dana.d', 1);
    } finally {
      await db.close();
    }
    expect((await run(['list'])).out).toContain('dana.d\tpublisher\tdana.d\t(TOTP)');
    expect((await run(['reset-second-factor', 'dana.d'])).out).toEqual([
      'Removed the authenticator app and recovery codes of dana.d; their sessions have ended.',
    ]);
    expect((await run(['list'])).out).toContain('dana.d\tpublisher\tdana.d');
  });
}

const adminUrl = process.env.TEST_DATABASE_URL;

// The PostgreSQL pass (TEST_DATABASE_URL) runs the PostgreSQL half only; the PGlite half ran in the main pass.
describe.skipIf(adminUrl)('npm run staff on a PGlite folder', { timeout: 120_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'staff-command-'));
  const dataDir = join(root, 'store');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('when DATA_DIR does not exist then the command refuses rather than making a new store', async () => {
    const t = terminal();
    expect(await runStaffCommand(['list'], { DATA_DIR: dataDir }, t.io)).toBe(1);
    expect(t.err[0]).toMatch(/does not exist: start the server once/);
  });

  it('when the server holds the folder then the command is refused with what to do', async () => {
    const server = await openPglite({ dataDir });
    try {
      const t = terminal();
      expect(await runStaffCommand(['list'], { DATA_DIR: dataDir }, t.io)).toBe(1);
      expect(t.err[0]).toMatch(
        /^The server \(process \d+ on .+\) holds DATA_DIR .+ Stop the server, run this command, then start the server again; or keep the store on PostgreSQL \(DATABASE_URL\)/,
      );
    } finally {
      await server.close();
    }
  });

  actionsOn(() => ({ DATA_DIR: dataDir }));
});

describe.runIf(adminUrl)('npm run staff on PostgreSQL (DATABASE_URL)', { timeout: 120_000 }, () => {
  const name = `staff_command_${process.pid}_${Date.now().toString(36)}`;
  beforeAll(async () => {
    const admin = await openPg(adminUrl!, { max: 1 });
    await admin.exec(`create database ${name}`).finally(() => admin.close());
  });
  afterAll(async () => {
    const admin = await openPg(adminUrl!, { max: 1 });
    await admin.exec(`drop database if exists ${name} with (force)`).finally(() => admin.close());
  });

  actionsOn(() => ({ DATABASE_URL: withDatabase(adminUrl!, name) }));
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.ts';
import { openPglite } from './pglite-database.ts';

const root = mkdtempSync(join(tmpdir(), 'pglite-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pid that surely ran and is gone: a child that has exited. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid!;

const lockAs = (dir: string, pid: number) =>
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), since: '2026-01-01T00:00:00.000Z' }));

// One folder for every case, in order: creating a cluster (initdb) takes seconds in WebAssembly.
const dir = join(root, 'new', 'deeper', 'sandbox');

describe('a PGlite store kept in a folder (DATA_DIR)', () => {
  it('when the folder and its parents do not exist then they are created and the store keeps rows across a reopen', async () => {
    const db = await openPglite({ dataDir: dir });
    await db.exec("create table kept (v text); insert into kept values ('still here')");
    await db.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openPglite({ dataDir: dir });
    expect(await again.query('select v from kept')).toEqual([{ v: 'still here' }]);
    await again.close();
  }, 60_000);

  it('when the folder is open then a second open is refused naming the process, and allowed after close', async () => {
    const db = await openPglite({ dataDir: dir });
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(`is in use by process ${process.pid}`);
    await db.close();
    const again = await openPglite({ dataDir: dir });
    await again.close();
  }, 60_000);

  it('when another running process holds the folder then opening is refused', async () => {
    lockAs(dir, process.ppid);
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(`is in use by process ${process.ppid}`);
  }, 60_000);

  it('when the lock was left by a killed process then the store opens and takes the lock over', async () => {
    lockAs(dir, deadPid());
    const db = await openPglite({ dataDir: dir });
    expect(await db.query('select v from kept')).toEqual([{ v: 'still here' }]);
    await db.close();
  }, 60_000);
});

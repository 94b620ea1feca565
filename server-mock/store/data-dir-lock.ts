/**
 * One process per data folder. PGlite is PostgreSQL in single-user mode: it writes a fixed
 * `postmaster.pid` (pid -42) that nothing checks, so two processes can open the same folder and
 * corrupt it. This lock file beside the data (`<dataDir>/sandbox.lock`) names the process that holds
 * the folder. A lock whose process is gone (SIGKILL, crash, power loss) is stale and taken over:
 * PostgreSQL's own WAL recovery then replays what was committed, so nothing else needs cleaning.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file's name inside the data folder. */
export const LOCK_FILE = 'sandbox.lock';

/** Folders this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>();

/** What the lock file holds. */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** The folder is held by a live process (the message names it). */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${owner.pid} on ${owner.host} since ${owner.since}: ` +
        'stop that server first, or set DATA_DIR to another folder (PGlite serves one process per folder).',
    );
  }
}

/** Whether a process with this id runs on this machine (EPERM: it runs, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    // Unreadable or half written (killed between create and write): nobody can hold it.
    return undefined;
  }
}

/**
 * Whether the owner still holds the folder. Our own pid is a previous life of this process's slot
 * (a container restarts the server as pid 1 again); another host's lock cannot be checked, so it holds.
 */
function holds(owner: LockOwner | undefined, file: string): owner is LockOwner {
  if (!owner || !Number.isInteger(owner.pid)) return false;
  if (owner.host !== hostname()) return true;
  return owner.pid === process.pid ? heldHere.has(file) : isRunning(owner.pid);
}

/**
 * Takes the folder for this process, or throws naming the process that has it. Answers the release
 * function (call it after the database is closed).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = resolve(join(dataDir, LOCK_FILE));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (holds(owner, file)) throw new DataDirInUse(dataDir, owner);
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}: another process keeps taking ${LOCK_FILE}.`);
}

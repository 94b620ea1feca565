/**
 * The real server as a child process, started with the command line of `npm run serve` (what
 * `npm start` runs after its build), on a free port (PORT=0: the port is read from the server's
 * `listening` log line, so no other process can take it in between). Collects stdout and stderr,
 * measures how long the first answer took, and stops it with a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run serve`'s command line, split into program and arguments (it has no quoting). */
export function serveCommand(): [string, string[]] {
  const scripts = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const [program, ...args] = scripts.serve!.split(/\s+/);
  // `node` is this Node, as npm would find it first on its PATH.
  return [program === 'node' ? process.execPath : program!, args];
}

/** A running server process. */
export interface ServerProcess {
  url: string;
  /** The server process's id (its memory is read from /proc). */
  pid: number;
  /** Milliseconds from spawn to the first 200 of `GET /healthz`. */
  firstAnswerMs: number;
  /** What the server itself measured from its start to listening (store open, migrations, seed). */
  serverStartMs: number;
  /** Every stdout line so far. */
  stdout: string[];
  /** Everything written to stderr so far. */
  stderr(): string;
  /** Sends the signal; resolves with the exit code (null when the signal killed it) and how long it took. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

/** Environment of a child: this one's, minus what the test runner sets, plus the given values. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  return { ...env, HOST: '127.0.0.1', PORT: '0', ...extra };
}

/** Starts the server and waits until it answers `GET /healthz`. */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const started = performance.now();
  const [program, args] = serveCommand();
  const child: ChildProcess = spawn(program, args, {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  let stderr = '';
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    stdout.push(...lines.filter(Boolean));
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  let listening: { url: string; startMs: number };
  try {
    listening = await answering(stdout, () => stderr, exited, started, timeoutMs);
  } catch (error) {
    // Never leave a half-started server behind a failed test.
    child.kill('SIGKILL');
    throw error;
  }
  const { url } = listening;
  const firstAnswerMs = Math.round(performance.now() - started);

  return {
    url,
    pid: child.pid!,
    firstAnswerMs,
    serverStartMs: listening.startMs,
    stdout,
    stderr: () => stderr,
    stop: async (signal) => {
      const sent = performance.now();
      child.kill(signal);
      const result = await exited;
      if (partial) stdout.push(partial);
      return { ...result, ms: Math.round(performance.now() - sent) };
    },
  };
}

/** Waits for the `listening` line, then for the first 200 of `GET /healthz`; answers the line's data. */
async function answering(
  stdout: readonly string[],
  stderr: () => string,
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
  started: number,
  timeoutMs: number,
): Promise<{ url: string; startMs: number }> {
  const listening = await new Promise<{ url: string; startMs: number }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No "listening" line within ${timeoutMs} ms.\n${stdout.join('\n')}\n${stderr()}`)),
      timeoutMs,
    );
    const poll = setInterval(() => {
      const line = stdout.find((l) => l.includes('"msg":"listening"'));
      if (line) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(JSON.parse(line) as { url: string; startMs: number });
      }
    }, 20);
    void exited.then(({ code, signal }) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`The server exited (${code ?? signal}) before listening.\n${stdout.join('\n')}\n${stderr()}`));
    });
  });
  const { url } = listening;
  // Listening is not answering: poll until the first 200, within what is left of the time limit.
  for (let health = await fetch(`${url}/healthz`).catch(() => undefined); health?.status !== 200; ) {
    if (performance.now() - started > timeoutMs)
      throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
    health = await fetch(`${url}/healthz`).catch(() => undefined);
  }
  return listening;
}

/**
 * `npm run staff -- ...args` as an operator runs it on the store `env` names, answering the password prompts on stdin.
 */
export function staffCommand(
  env: Record<string, string>,
  args: string[],
  answers: string[] = [],
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn('npm', ['run', '--silent', 'staff', '--', ...args], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdin.end(answers.map((a) => `${a}\n`).join(''));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

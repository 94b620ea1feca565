/**
 * The conformance walk: signs in with the given user, makes every contract call the credentials
 * allow (reads; writes only when asked), with parameters learnt from earlier answers, and checks
 * each answer against the contract. Calls it does not make are reported as skipped, with why.
 */
import { derefContract } from '../../schemas/api/contract-ajv.ts';
import {
  listOperations,
  loadOpenApiDocument,
  type OpenApiDocument,
  type OperationInfo,
} from '../../schemas/api/openapi-document.ts';
import { answerChecker, type Answer } from './check-answer.ts';
import { queryValue, type Found } from './found-values.ts';
import { callHost, type CallInput } from './http-call.ts';
import type { CallResult, Outcome } from './outcome.ts';
import { LEARNING_READS, learnFrom, LOGIN, LOGOUT, POST_READS, WRITES, type PlannedCall } from './plan.ts';

/** What to check. */
export interface ConformanceOptions {
  /** The host's base URL (the one whose `/api/...` answers). */
  api: string;
  user?: string;
  password?: string;
  /** Make the state-changing calls the kit knows (on a test account only). */
  writes: boolean;
  /** The day payoff dates and statement years are counted from. */
  today?: Date;
}

const keyOf = (op: OperationInfo) => `${op.method} ${op.path}`;
const needsSession = (op: OperationInfo) =>
  (op.security ?? []).length > 0 && !op.security!.some((requirement) => Object.keys(requirement).length === 0);
const sendsToken = (op: OperationInfo) => (op.security ?? []).some((requirement) => 'UserToken' in requirement);

/** Runs the walk; answers one result per call made and one per contract call skipped, in contract order. */
export async function runConformance(options: ConformanceOptions): Promise<CallResult[]> {
  const doc = loadOpenApiDocument();
  const check = answerChecker(doc);
  const operations = listOperations(doc).filter((op) => op.path.startsWith('/api/'));
  const byKey = new Map(operations.map((op) => [keyOf(op), op]));
  const made: CallResult[] = [];
  const found: Found = { values: new Map() };
  const today = options.today ?? new Date();
  let token: string | undefined;

  const record = (call: string, outcome: Outcome) => made.push({ call, outcome });
  const send = async (op: OperationInfo, input: Omit<CallInput, 'method' | 'path'>): Promise<Answer | undefined> => {
    try {
      const answer = await callHost(options.api, { method: op.method, path: op.path, ...input });
      record(keyOf(op), check(op.method, op.path, answer));
      return answer;
    } catch (error) {
      record(keyOf(op), {
        kind: 'deviates',
        status: 0,
        deviations: [{ pointer: '', expected: 'an HTTP answer', got: (error as Error).message }],
      });
      return undefined;
    }
  };

  /** Makes one planned call, or records why it cannot be made yet. */
  const run = async (planned: PlannedCall) => {
    const op = byKey.get(planned.call);
    if (!op) throw new Error(`The kit's plan names ${planned.call}, which the contract does not have`);
    if (needsSession(op) && !token) return record(planned.call, { kind: 'skipped', why: noSession });
    const query: Record<string, string> = {};
    for (const name of requiredQuery(doc, op)) {
      const value = queryValue(name, found, today);
      if (value === undefined)
        return record(planned.call, {
          kind: 'skipped',
          why: `needs the query parameter ${name}, which no earlier answer gave`,
        });
      query[name] = value;
    }
    const built = planned.body?.(found);
    if (built && 'skip' in built) return record(planned.call, { kind: 'skipped', why: built.skip });
    const answer = await send(op, {
      query,
      ...(built ? { body: built.body } : {}),
      ...(sendsToken(op) && token ? { token } : {}),
    });
    if (answer && answer.status < 300) learnFrom(planned, answer.body, found);
  };

  let noSession = 'needs a session: give --user and --password';
  if (options.user !== undefined && options.password !== undefined) {
    const answer = await send(byKey.get(LOGIN)!, { body: { username: options.user, password: options.password } });
    // A token with IsLoggedIn false is the next login step's (a mailed code, a password change), not a session.
    const login = answer?.body as { UserToken?: unknown; IsLoggedIn?: unknown } | undefined;
    if (
      answer?.status === 200 &&
      login?.IsLoggedIn === true &&
      typeof login.UserToken === 'string' &&
      login.UserToken !== ''
    )
      token = login.UserToken;
    else noSession = whyNoSession(answer);
  }
  const planned = new Set([...LEARNING_READS, ...POST_READS, ...WRITES].map((p) => p.call));
  const gets = operations
    .filter((op) => op.method === 'GET' && !planned.has(keyOf(op)))
    .map((op) => ({ call: keyOf(op) }));
  for (const call of [...LEARNING_READS, ...gets, ...POST_READS]) await run(call);
  if (options.writes) for (const call of WRITES) await run(call);
  if (token) await send(byKey.get(LOGOUT)!, { body: { UserToken: token }, token });

  const done = new Set(made.map((r) => r.call));
  const skipped = operations
    .filter((op) => !done.has(keyOf(op)))
    .map(
      (op): CallResult => ({ call: keyOf(op), outcome: { kind: 'skipped', why: whySkipped(doc, op, options.writes) } }),
    );
  const order = new Map(operations.map((op, i) => [keyOf(op), i]));
  return [...made, ...skipped].sort((a, b) => order.get(a.call)! - order.get(b.call)!);
}

/** Why the login opened no session: refused (with the host's code), or another step asked for. */
function whyNoSession(answer: Answer | undefined): string {
  if (!answer) return 'the login did not answer';
  const body = answer.body as {
    Errors?: { ErrorMessage?: unknown }[];
    IsTrustedDevice?: unknown;
    MustChangePassword?: unknown;
  } | null;
  if (answer.status !== 200)
    return `the login was refused (${answer.status} ${String(body?.Errors?.[0]?.ErrorMessage ?? '')})`.replace(
      ' )',
      ')',
    );
  const step =
    body?.MustChangePassword === true
      ? 'a password change'
      : body?.IsTrustedDevice === false
        ? 'a mailed code'
        : 'another step';
  return `the login asks for ${step} before a UserToken: use a test user without one`;
}

/** Names of the operation's required query parameters. */
function requiredQuery(doc: OpenApiDocument, op: OperationInfo): string[] {
  const operation = doc.paths[op.path]![op.method.toLowerCase()] as {
    parameters?: { name: string; in: string; required?: boolean }[];
  };
  return (operation.parameters ?? [])
    .map((p) => derefContract(doc, p))
    .filter((p) => p.in === 'query' && p.required === true)
    .map((p) => p.name);
}

/** Request fields only a mail, a login step or an earlier write hands out. */
const ONE_TIME = /token|code|enc$|answer|guid/i;

function whySkipped(doc: OpenApiDocument, op: OperationInfo, writes: boolean): string {
  if (op.method === 'GET') return 'not reached';
  if (`${op.method} ${op.path}` === LOGIN) return 'needs --user and --password';
  const operation = doc.paths[op.path]![op.method.toLowerCase()] as {
    requestBody?: { content?: Record<string, { schema?: unknown }> };
  };
  const schema = derefContract(doc, operation.requestBody?.content?.['application/json']?.schema) as
    | { required?: string[] }
    | undefined;
  const oneTime = (schema?.required ?? []).find((name) => ONE_TIME.test(name));
  if (oneTime) return `needs a one-time ${oneTime} (mailed, or handed out by an earlier step)`;
  return writes
    ? 'changes state and the kit has no request for it: check it by hand on a test account'
    : 'changes state: run with --writes against a test account';
}

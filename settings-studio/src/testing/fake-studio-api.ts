/**
 * A route table over the test kit's fake studio server (studio-test-kit.ts): one handler per
 * "METHOD path" (path without `/studio/api/`), 404 for anything else, and the CSRF token a signed-in
 * studio holds, so tests can assert it is sent.
 */
import { setCsrfToken } from '../api/studio-client';
import { fakeStudioServer, type FakeAnswer, type RecordedCall } from './studio-test-kit';

/** A handler of one "METHOD path"; status defaults to 200. */
export type FakeHandler = (call: RecordedCall) => Partial<FakeAnswer> | Promise<Partial<FakeAnswer>>;

/** Installs the routes; returns the recorded calls and the function that removes them. */
export function installFakeStudioApi(handlers: Record<string, FakeHandler>) {
  setCsrfToken('csrf-test-token');
  const { calls, restore } = fakeStudioServer(async (call) => {
    const handler = handlers[`${call.method} ${decodeURIComponent(call.path)}`];
    if (!handler) return { status: 404, body: { message: `No fake for ${call.method} ${call.path}` } };
    const answer = await handler(call);
    return { status: answer.status ?? 200, body: answer.status === 204 ? undefined : answer.body };
  });
  return { calls, restore: () => (restore(), setCsrfToken(null)) };
}

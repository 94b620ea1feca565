/**
 * A non-secret hint that this browser signed in to the studio before. The session cookie is HttpOnly,
 * so script cannot see it; without the hint the studio shows the sign-in form straight away instead of
 * asking the server and getting a 401 (which browsers log as an error on every first visit). Decision 255.
 */
const hintKey = 'studio.signed-in';

/** True when a session check is worth making. */
export function hasSignedInHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(hintKey) === '1';
  } catch {
    return false;
  }
}

/** Sets (after sign-in) or clears (after sign-out or a 401) the hint. */
export function setSignedInHint(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(hintKey, '1');
    else globalThis.localStorage?.removeItem(hintKey);
  } catch {
    // Storage disabled: the studio asks for sign-in on each visit.
  }
}

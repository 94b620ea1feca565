/**
 * Credentials handed from registration to the login screen for the auto-login the spec asks for
 * ("navigation to login carries the credentials"). They stay in memory for one hand-over only:
 * not in router state (which lives in `history.state` and can be written to disk by session
 * restore), not in the URL, never in storage.
 */

/** What registration hands over. */
export interface AutoLoginCredentials {
  username: string;
  password: string;
}

let handedOver: AutoLoginCredentials | null = null;

/** Keeps the credentials for the next login screen to take. */
export function handOverCredentials(credentials: AutoLoginCredentials): void {
  handedOver = { ...credentials };
}

/** Takes the handed-over credentials, once; later calls answer null. */
export function takeHandedOverCredentials(): AutoLoginCredentials | null {
  const credentials = handedOver;
  handedOver = null;
  return credentials;
}

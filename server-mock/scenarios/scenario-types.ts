/**
 * A scenario user: someone a tester or a developer logs in as to see one state the spec
 * distinguishes. Each area lists its own scenario users; every area's seed then adds its data for
 * every user according to the tags (for example, every user gets accounts unless tagged
 * `no-accounts`).
 */

import type { Person, UserTag } from '../store/person.ts';

/** The states the spec distinguishes, one tag each (stored with the user). */
export type ScenarioTag = UserTag;

/** Personal data the host holds for a scenario user. */
export type ScenarioPerson = Person;

/** One scenario user, as `GET /__mock/scenarios` lists it (plus the person behind it). */
export interface Scenario {
  /** Logon name, 12 characters at most (the default institution has no customer credentials). */
  username: string;
  password: string;
  tags: ScenarioTag[];
  description: string;
  person: ScenarioPerson;
}

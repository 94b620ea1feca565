/**
 * Seed of the access area: sign-in state for every scenario user by tag (any area's users get the
 * defaults: trusted, verified, with a secret question and the agreements accepted), demo tokens
 * (SSO, opt-out, activation) and the people who can still register or activate.
 */
import { issueToken } from '../store/access/access-tokens-repo.ts';
import { insertAgreementRecords } from '../store/access/agreements-repo.ts';
import { insertUnregisteredPerson } from '../store/access/unregistered-persons-repo.ts';
import { updateAccessState } from '../store/access/user-records-repo.ts';
import type { Database } from '../store/database.ts';
import { hashSecretAnswer } from '../use-cases/access/login-steps.ts';
import { activationDemoToken, demoToken, SSO_DEMO_TOKEN } from './access-scenarios.ts';
import { unregisteredPeople } from './unregistered-people.ts';
import type { Scenario } from './scenario-types.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * The secret question seeded users have (one of the catalogue's preset questions, so the profile's select shows it);
 * the answer is their birth city, "Austin".
 */
export const SEEDED_SECRET_QUESTION = 'What city were you born in?';
export const SEEDED_SECRET_ANSWER = 'Austin';

let answerHash: Promise<string> | undefined;
const DAY = 24 * 60 * 60_000;
/** Agreement slots 11337..11341: seeded consents cover every slot's terms dated up to the seed day. */
const SLOT_HOST_NUMBERS = [11337, 11338, 11339, 11340, 11341];

/** Adds the access area's data for every scenario user. */
export async function seedAccess(db: Database, scenarios: readonly Scenario[], ctx: SeedContext): Promise<void> {
  answerHash ??= hashSecretAnswer(SEEDED_SECRET_ANSWER);
  const hash = await answerHash;
  const seedDay = ctx.now.toISOString().slice(0, 10);
  for (const s of scenarios) {
    const has = (tag: Scenario['tags'][number]) => s.tags.includes(tag);
    await updateAccessState(db, s.username, {
      locked: has('locked'),
      failed_attempts: has('locked') ? 5 : 0,
      restricted: has('restricted'),
      logon_not_allowed: has('sso'),
      mfa_enrolled: has('mfa'),
      always_trusted: !has('mfa') && !has('no-email'),
      email_verified: !has('ssn-check'),
      must_change_password: has('must-change-password'),
      secret_question: has('no-secret-question') ? null : SEEDED_SECRET_QUESTION,
      secret_answer_hash: has('no-secret-question') ? null : hash,
    });
    if (!has('agreements')) {
      const agreedAt = new Date(ctx.now.getTime() - 200 * DAY);
      await insertAgreementRecords(
        db,
        s.username,
        SLOT_HOST_NUMBERS.map((host) => ({
          agreementType: host,
          nameOfTerms: `Agreement ${host}`,
          dateOfTerms: seedDay,
          dateOfAgreement: agreedAt,
          ipAddress: '203.0.113.10',
          accountNumber: null,
          whenToAgree: 0,
        })),
      );
    }
    await issueToken(db, {
      kind: 'opt-out',
      userName: s.username,
      now: ctx.now,
      token: demoToken('opt-out', s.username),
    });
    if (has('sso')) await issueToken(db, { kind: 'sso', userName: s.username, now: ctx.now, token: SSO_DEMO_TOKEN });
  }
  for (const p of unregisteredPeople) {
    await insertUnregisteredPerson(db, {
      id: p.id,
      person: p.person,
      accountNumber: p.accountNumber.replace(/-/g, ''),
      accountType: p.accountType,
      logonName: p.logonName,
      restricted: p.restricted,
    });
    if (p.logonName) {
      await issueToken(db, {
        kind: 'activation',
        userName: null,
        now: ctx.now,
        token: activationDemoToken(p.logonName),
        data: { personId: p.id },
      });
    }
  }
}

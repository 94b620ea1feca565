/** The in-memory SandboxStore: seeded from the scenario users, lost on restart. */
import { scenarioUsers } from '../scenarios/scenario-users.ts';
import { hashPassword } from './password-hash.ts';
import type { InstitutionState, SandboxStore, StoredSession, StoredUser } from './sandbox-store.ts';

async function seedUsers(): Promise<Map<string, StoredUser>> {
  const users = new Map<string, StoredUser>();
  for (const s of scenarioUsers) {
    users.set(s.username.toLowerCase(), {
      userName: s.username,
      passwordHash: await hashPassword(s.password),
      personalName: s.personalName,
      emailAddress: s.emailAddress,
      companyNumber: s.companyNumber,
      customerId: s.customerId,
      servicingBranch: s.servicingBranch,
      trustedDevice: s.trustedDevice,
      lastLoggedIn: s.lastLoggedIn,
      lastLoggedInIp: s.lastLoggedInIp,
    });
  }
  return users;
}

function initialInstitution(sampleId: string): InstitutionState {
  return { sampleId, settingOverrides: {}, institutionOverrides: {}, maintenanceMode: false };
}

/** Creates a seeded in-memory store serving `sampleId` until changed. */
export async function createMemoryStore(sampleId: string): Promise<SandboxStore> {
  let users = await seedUsers();
  const sessions = new Map<string, StoredSession>();
  let institution = initialInstitution(sampleId);

  return {
    users: {
      findByName: async (userName) => users.get(userName.toLowerCase()),
      recordLogin: async (userName, { at, ip }) => {
        const user = users.get(userName.toLowerCase());
        if (user) users.set(userName.toLowerCase(), { ...user, lastLoggedIn: at, lastLoggedInIp: ip });
      },
    },
    sessions: {
      create: async (session) => void sessions.set(session.token, session),
      find: async (token) => sessions.get(token),
      delete: async (token) => sessions.delete(token),
    },
    institution: {
      get: async () => institution,
      update: async (change) => {
        institution = { ...institution, ...change };
      },
    },
    reset: async () => {
      users = await seedUsers();
      sessions.clear();
      institution = initialInstitution(sampleId);
    },
  };
}

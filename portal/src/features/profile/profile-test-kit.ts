/** Test data for the profile's component tests: a profile answer as the sandbox sends it. */
import type { Profile } from '@/api/profile/profile-types';

/** A personal user's profile: one phone without a text agreement, two alerts on. */
export function profileAnswer(overrides: Partial<Profile> = {}): Profile {
  return {
    HasNoErrors: true,
    Errors: [],
    UserInfo: {
      LogonName: 'JSmithson',
      EmailAddress: 'jane@example.com',
      SecretQuestion: 'What is your favorite color?',
    },
    PersonalInfo: {
      Address: { Address1: '1 Main St', City: 'Springfield', State: 'IL', ZipCode: '62701' },
      PhoneNumbers: [{ PhoneNumber: '2175550101', OptInToTexting: false, Primary: true }],
    },
    UserAlertsInfo: {
      SequenceNumber: 4,
      TurnOffAllAlerts: false,
      EmailAlerts: { UserLogsOn: true, PasswordChanged: true },
      TextAlerts: { UserLogsOn: true },
      AlertsAreDirty: false,
    },
    Documents: [],
    ...overrides,
  };
}

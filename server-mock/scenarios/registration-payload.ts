/**
 * A prepared person's registration as the register screen sends it (access spec §3 "Registration
 * payload"): their own details, a logon name and password of the caller's choice, the default
 * institution's registration agreement (host number 11337) agreed, no e-mail code check. Sandbox tests
 * and e2e use it to register someone without going through the screen.
 */
import { unregisteredPeople, type UnregisteredScenario } from './unregistered-people.ts';

/** The prepared person with this id; fails loudly when the scenario list lacks it. */
export function unregisteredPerson(id: string): UnregisteredScenario {
  const found = unregisteredPeople.find((p) => p.id === id);
  if (!found) throw new Error(`no person ${id} in server-mock/scenarios/unregistered-people.ts`);
  return found;
}

/** The `POST /api/Register/RegisterUser` body for `p`. */
export function registrationPayload(p: UnregisteredScenario, logonName: string, password: string) {
  const [y, m, d] = p.person.dateOfBirth.split('-');
  return {
    AccountNumber: p.accountNumber,
    AccountType: p.accountType,
    DateOfBirth: `${m}/${d}/${y}`,
    EmailAddress: p.person.emailAddress,
    FirstName: p.person.firstName,
    LastName: p.person.lastName,
    MiddleName: '',
    PhoneNumber: p.person.phoneNumber,
    Ssn: p.person.ssn,
    Zip: p.person.zipCode,
    SecretQuestion: 'What was the name of your first pet?',
    SecretAnswer: 'Biscuit',
    LogonName: logonName,
    Password: password,
    PasswordConfirm: password,
    Agreements: [{ AgreedTo: true, AgreementType: 11337 }],
  };
}

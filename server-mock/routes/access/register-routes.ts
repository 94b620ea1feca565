/** Routes of registration, its e-mail code and account activation (spec §7 `Register/*`). */
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody, optionalString, requiredString } from '../../http/read-body.ts';
import { activateAccount } from '../../use-cases/access/activation.ts';
import { generateRegistrationCode, validateRegistrationCode } from '../../use-cases/access/register-code.ts';
import { registerUser, type RegistrationRequest } from '../../use-cases/access/registration.ts';
import { arrayField, ipOf } from './access-body.ts';

function registrationOf(body: Record<string, unknown>, ip: string): RegistrationRequest {
  const s = (name: string) => optionalString(body, name).trim();
  const type = s('AccountType');
  return {
    agreements: arrayField(body, 'Agreements').map((a) => {
      const item = (a ?? {}) as Record<string, unknown>;
      return { AgreedTo: item.AgreedTo === true, AgreementType: Number(item.AgreementType) };
    }),
    accountNumber: s('AccountNumber'),
    accountType: type === 'Deposit' || type === 'Loan' ? type : '',
    dateOfBirth: s('DateOfBirth'),
    emailAddress: s('EmailAddress'),
    firstName: s('FirstName'),
    lastName: s('LastName'),
    middleName: s('MiddleName'),
    phoneNumber: s('PhoneNumber'),
    ssn: s('Ssn'),
    zip: s('Zip'),
    secretQuestion: s('SecretQuestion'),
    secretAnswer: optionalString(body, 'SecretAnswer'),
    logonName: s('LogonName') || s('UserName'),
    password: requiredString(body, 'Password'),
    ip,
  };
}

/** Mounted at `/api`. */
export function registerRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/Register/GenerateMFACode', async (req, res) => {
    const body = contractBody<'/api/Register/GenerateMFACode'>(req);
    res.json(
      await generateRegistrationCode(ctx, {
        id: requiredString(body, 'Id'),
        firstName: optionalString(body, 'FirstName'),
        emailAddress: requiredString(body, 'EmailAddress').trim(),
      }),
    );
  });
  router.post('/Register/ValidateCode', async (req, res) => {
    const body = contractBody<'/api/Register/ValidateCode'>(req);
    await validateRegistrationCode(ctx, {
      mfaToken: requiredString(body, 'MFAToken'),
      code: requiredString(body, 'Code'),
    });
    res.json({ HasNoErrors: true, Errors: [] });
  });
  router.post('/Register/ActivateAccount', async (req, res) => {
    const body = contractBody<'/api/Register/ActivateAccount'>(req);
    res.json(
      await activateAccount(ctx, { token: requiredString(body, 'Token'), password: requiredString(body, 'Password') }),
    );
  });
  router.post('/Register/RegisterUser', async (req, res) => {
    res.json(await registerUser(ctx, registrationOf(contractBody<'/api/Register/RegisterUser'>(req), ipOf(req))));
  });
  return router;
}

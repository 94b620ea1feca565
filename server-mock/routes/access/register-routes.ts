/** Routes of registration, its e-mail code and account activation (spec §7 `Register/*`). */
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody, type ContractBody } from '../../http/read-body.ts';
import { activateAccount } from '../../use-cases/access/activation.ts';
import { generateRegistrationCode, validateRegistrationCode } from '../../use-cases/access/register-code.ts';
import { registerUser, type RegistrationRequest } from '../../use-cases/access/registration.ts';
import { ipOf } from './access-body.ts';

/** The registration a body asks for: text fields trimmed, absent ones empty. */
function registrationOf(body: ContractBody<'/api/Register/RegisterUser'>, ip: string): RegistrationRequest {
  const s = (value: string | undefined) => (value ?? '').trim();
  return {
    agreements: (body.Agreements ?? []).map(({ AgreedTo, AgreementType }) => ({ AgreedTo, AgreementType })),
    accountNumber: s(body.AccountNumber),
    accountType: body.AccountType ?? '',
    dateOfBirth: s(body.DateOfBirth),
    emailAddress: s(body.EmailAddress),
    firstName: s(body.FirstName),
    lastName: s(body.LastName),
    middleName: s(body.MiddleName),
    phoneNumber: s(body.PhoneNumber),
    ssn: s(body.Ssn),
    zip: s(body.Zip),
    secretQuestion: s(body.SecretQuestion),
    secretAnswer: body.SecretAnswer ?? '',
    logonName: s(body.LogonName) || s(body.UserName),
    password: body.Password,
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
        id: body.Id,
        firstName: body.FirstName ?? '',
        emailAddress: body.EmailAddress.trim(),
      }),
    );
  });
  router.post('/Register/ValidateCode', async (req, res) => {
    const body = contractBody<'/api/Register/ValidateCode'>(req);
    await validateRegistrationCode(ctx, {
      mfaToken: body.MFAToken,
      code: body.Code,
    });
    res.json({ HasNoErrors: true, Errors: [] });
  });
  router.post('/Register/ActivateAccount', async (req, res) => {
    const body = contractBody<'/api/Register/ActivateAccount'>(req);
    res.json(await activateAccount(ctx, { token: body.Token, password: body.Password }));
  });
  router.post('/Register/RegisterUser', async (req, res) => {
    res.json(await registerUser(ctx, registrationOf(contractBody<'/api/Register/RegisterUser'>(req), ipOf(req))));
  });
  return router;
}

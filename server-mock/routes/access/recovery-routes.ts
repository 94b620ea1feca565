/** Routes of credential recovery (spec §7 `Recovery/*`). */
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody, requiredString, type ContractBody } from '../../http/read-body.ts';
import {
  answerSecretQuestion,
  generateNewPassword,
  getSecretQuestion,
  type IdentityDetails,
} from '../../use-cases/access/recovery.ts';

/** The identity fields every recovery body may carry (the contract's RecoveryRequest). */
type IdentityFields = ContractBody<'/api/Recovery/GetSecretQuestion'>;

function detailsOf(body: IdentityFields): IdentityDetails {
  const pick = (name: keyof IdentityFields) => {
    const value: unknown = body[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const details: IdentityDetails = {};
  const email = pick('EmailAddress');
  const branch = pick('ServicingBranch');
  const dob = pick('DateOfBirth');
  const zip = pick('ZipCode');
  if (email !== undefined) details.emailAddress = email;
  if (branch !== undefined) details.servicingBranch = branch;
  if (dob !== undefined) details.dateOfBirth = dob;
  if (zip !== undefined) details.zipCode = zip;
  return details;
}

/** Mounted at `/api`. */
export function recoveryRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/Recovery/GetSecretQuestion', async (req, res) => {
    res.json(await getSecretQuestion(ctx, detailsOf(contractBody<'/api/Recovery/GetSecretQuestion'>(req))));
  });
  router.post('/Recovery/GenerateNewPassword', async (req, res) => {
    const body = contractBody<'/api/Recovery/GenerateNewPassword'>(req);
    res.json(
      await generateNewPassword(ctx, { logonName: requiredString(body, 'LogonName'), details: detailsOf(body) }),
    );
  });
  router.post('/Recovery/AnswerSecretQuestion', async (req, res) => {
    const body = contractBody<'/api/Recovery/AnswerSecretQuestion'>(req);
    res.json(
      await answerSecretQuestion(ctx, {
        logonName: requiredString(body, 'LogonName'),
        secretAnswer: requiredString(body, 'SecretAnswer'),
        details: detailsOf(body),
      }),
    );
  });
  return router;
}

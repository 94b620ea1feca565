/** Routes of credential recovery (spec §7 `Recovery/*`). */
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { contractBody, type ContractBody } from '../../http/read-body.ts';
import {
  answerSecretQuestion,
  generateNewPassword,
  getSecretQuestion,
  type IdentityDetails,
} from '../../use-cases/access/recovery.ts';

/** The identity fields every recovery body may carry (the contract's RecoveryRequest). */
type IdentityFields = ContractBody<'/api/Recovery/GetSecretQuestion'>;

/** The identity details a body gives; an empty field gives none. */
function detailsOf(body: IdentityFields): IdentityDetails {
  const details: IdentityDetails = {};
  if (body.EmailAddress) details.emailAddress = body.EmailAddress;
  if (body.ServicingBranch) details.servicingBranch = body.ServicingBranch;
  if (body.DateOfBirth) details.dateOfBirth = body.DateOfBirth;
  if (body.ZipCode) details.zipCode = body.ZipCode;
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
    res.json(await generateNewPassword(ctx, { logonName: body.LogonName, details: detailsOf(body) }));
  });
  router.post('/Recovery/AnswerSecretQuestion', async (req, res) => {
    const body = contractBody<'/api/Recovery/AnswerSecretQuestion'>(req);
    res.json(
      await answerSecretQuestion(ctx, {
        logonName: body.LogonName,
        secretAnswer: body.SecretAnswer,
        details: detailsOf(body),
      }),
    );
  });
  return router;
}

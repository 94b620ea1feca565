/** Routes of credential recovery (spec §7 `Recovery/*`). */
import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { bodyOf, requiredString } from '../../http/read-body.ts';
import {
  answerSecretQuestion,
  generateNewPassword,
  getSecretQuestion,
  type IdentityDetails,
} from '../../use-cases/access/recovery.ts';

function detailsOf(body: Record<string, unknown>): IdentityDetails {
  const pick = (name: string) =>
    typeof body[name] === 'string' && body[name] !== '' ? (body[name] as string) : undefined;
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
    res.json(await getSecretQuestion(ctx, detailsOf(bodyOf(req))));
  });
  router.post('/Recovery/GenerateNewPassword', async (req, res) => {
    const body = bodyOf(req);
    res.json(
      await generateNewPassword(ctx, { logonName: requiredString(body, 'LogonName'), details: detailsOf(body) }),
    );
  });
  router.post('/Recovery/AnswerSecretQuestion', async (req, res) => {
    const body = bodyOf(req);
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

/** `POST /api/AchDraftAgreement/PrepareAchDraftAgreementPreview` (the preview page is in payment-pages.ts). */
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { contractBody } from '../../http/read-body.ts';
import { sessionOf } from '../../http/require-session.ts';
import { prepareAchDraftPreview } from '../../use-cases/payments/ach-draft-agreement.ts';

/** Mounted at `/api`; needs a session (`guard`). */
export function achDraftRoutes(ctx: AppContext, guard: RequestHandler): Router {
  const router = Router();
  router.post('/AchDraftAgreement/PrepareAchDraftAgreementPreview', guard, async (req, res) => {
    const body = contractBody<'/api/AchDraftAgreement/PrepareAchDraftAgreementPreview'>(req);
    const answer = await prepareAchDraftPreview(ctx, sessionOf(res).userName, body);
    if (!answer) throw AppError.badRequest('LoanAccountNumber is not one of your loans');
    res.json(answer);
  });
  return router;
}

/**
 * Shareable preview links of change requests (decision 390; contract in schemas/src/studio/preview-links.ts).
 * Listing is for every signed-in staff member, making and revoking for editors and publishers (both
 * recorded in the audit log). Opening a link needs no staff session, only the signed token; it also sets
 * the link cookie the gateway's preview sandbox accepts in place of a staff session (preview-sandbox.ts).
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { contractBody } from '../../http/read-body.ts';
import { PREVIEW_PREFIX } from '../../http/preview-alias.ts';
import { openPreviewSession } from '../../use-cases/studio/preview-session.ts';
import {
  makePreviewLink,
  openSharedPreview,
  previewLinksOf,
  revokeLink,
} from '../../use-cases/studio/preview-links.ts';
import { audit } from './audit-trail.ts';
import { SCENARIO_USER_NAMES } from './publish-routes.ts';
import { fromOtherOrigin, staffOf, type StudioGuard } from './studio-auth.ts';

/** The cookie that lets a shared preview's frame reach the preview sandbox while its link holds. */
export const PREVIEW_LINK_COOKIE = 'studio_preview_link';

const idOf = (req: Request): number => Number(req.params.id);

/** Mounted at `/studio/api`. */
export function previewLinkRoutes(ctx: AppContext, guard: StudioGuard): Router {
  const router = Router();
  const links = '/change-requests/:id/preview-links';
  router.get(links, guard.signedIn, async (req, res) => {
    res.json(await previewLinksOf(ctx, idOf(req)));
  });
  router.post(links, guard.editor, async (req, res) => {
    // Not validated on the way in (decision 400): makePreviewLink checks every field before it signs anything.
    const body = contractBody<'/studio/api/change-requests/{id}/preview-links'>(req);
    const made = await makePreviewLink(ctx, staffOf(res).userName, idOf(req), body, SCENARIO_USER_NAMES);
    await audit(ctx, req, res, 'preview-link-create', {
      key: String(idOf(req)),
      newValue: made.link.route,
      detail: {
        link: made.link.id,
        width: made.link.width,
        borrower: made.link.borrower,
        expiresAt: made.link.expiresAt,
      },
    });
    res.status(201).json(made);
  });
  router.delete(`${links}/:linkId`, guard.editor, async (req, res) => {
    const linkId = Number(req.params.linkId);
    await revokeLink(ctx, staffOf(res).userName, idOf(req), linkId);
    await audit(ctx, req, res, 'preview-link-revoke', { key: String(idOf(req)), detail: { link: linkId } });
    res.json(await previewLinksOf(ctx, idOf(req)));
  });
  // No guard: the signed token is the only credential. A POST, so the token stays out of logs and history.
  router.post('/shared-preview', async (req, res) => {
    if (fromOtherOrigin(req)) throw studioError(403, 'This request came from another site and was refused.');
    const { token }: { token: unknown } = contractBody<'/studio/api/shared-preview'>(req);
    // In gateway mode the preview's borrowers live in the preview sandbox, never in the gateway's store (decision 301).
    const shared = await openSharedPreview(ctx, token, async (borrower) => {
      const borrowers = ctx.previewSandbox ? (await ctx.previewSandbox()).ctx : ctx;
      return (await openPreviewSession(borrowers, borrower, SCENARIO_USER_NAMES)).userToken;
    });
    res
      .cookie(PREVIEW_LINK_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        path: PREVIEW_PREFIX,
        secure: req.secure,
        expires: new Date(shared.expiresAt),
      })
      .json(shared);
  });
  return router;
}

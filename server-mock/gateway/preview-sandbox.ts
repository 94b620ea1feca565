/**
 * Gateway mode's preview sandbox (decision 301): the studio's preview frame needs borrowers, but in
 * front of a real host every borrower is real. So the frame's page and calls (`/studio/preview/*`) go
 * to a sandbox inside the gateway process, with the scenario users and their data in memory, started
 * when a staff member first previews. Only signed-in staff, and the frames of shared preview links that
 * still hold, reach it; nothing there talks to the host.
 */
import type { Express, RequestHandler } from 'express';
import type { AppContext } from '../app-context.ts';
import { getInstitutionState } from '../store/institution-repo.ts';
import { PREVIEW_LINK_COOKIE } from '../routes/studio/preview-link-routes.ts';
import { cookieValueOf, studioGuard } from '../routes/studio/studio-auth.ts';
import { linkOfToken } from '../use-cases/studio/preview-links.ts';

/** Paths under `/studio/preview` the preview sandbox answers. */
const PREVIEWED = /^\/((api|__mock)(\/|$)|$)/i;

/** What the gateway needs of a sandbox app (create-app's `createApp`, handed in to keep the import one way). */
export interface PreviewApp {
  app: Express;
  ctx: Pick<AppContext, 'db' | 'clock'>;
  close(): Promise<void>;
}

/** Starts a sandbox serving `sampleId` in memory. */
export type StartPreviewApp = (sampleId: string) => Promise<PreviewApp>;

/** The preview sandbox: started once, on first use; closed with the gateway. */
export interface PreviewSandbox {
  get(): Promise<PreviewApp>;
  /** `/studio/preview/*`, for signed-in staff only. */
  routes: RequestHandler[];
  close(): Promise<void>;
}

/** Builds the preview sandbox over the gateway's context (its staff sessions, its published sample). */
export function previewSandbox(ctx: AppContext, start: StartPreviewApp): PreviewSandbox {
  let started: Promise<PreviewApp> | undefined;
  const get = () => {
    if (!started) {
      const starting = getInstitutionState(ctx.db).then((state) => start(state.sampleId));
      started = starting;
      starting.catch(() => {
        if (started === starting) started = undefined;
      });
    }
    return started;
  };
  const guard = studioGuard(ctx);
  // The frame's own calls (a borrower's POSTs) carry no studio CSRF token: only the staff session is
  // checked, as for a read. The cookie is SameSite=Strict and the data behind it is scenario data.
  // A shared preview link that still holds (decision 390) stands in for the staff session: its frame has none.
  const staffOnly: RequestHandler = async (req, res, next) => {
    const token = cookieValueOf(req, PREVIEW_LINK_COOKIE);
    const linkHolds =
      token !== undefined &&
      (await linkOfToken(ctx, token).then(
        () => true,
        () => false,
      ));
    if (linkHolds) return next();
    return guard.signedIn(Object.create(req, { method: { value: 'GET' } }), res, next);
  };
  // The portal's page, its API and the scenario list; nothing else of the sandbox (its own studio, its files).
  const forward: RequestHandler = async (req, res, next) => {
    if (!PREVIEWED.test(req.path)) return next();
    (await get()).app(req, res, next);
  };
  return {
    get,
    routes: [staffOnly, forward],
    close: async () => {
      if (started) await (await started.catch(() => undefined))?.close();
    },
  };
}

/**
 * The portal routes the preview can show, from the portal's own route table (ids and paths), so a new
 * portal page is previewable without touching the studio; then the dialog-only screens, which the
 * portal's bridge opens over the current page.
 */
import { previewDialogPath, previewDialogs } from '@schemas/studio/preview-protocol';
import { routeTable, visitPath, type RouteArea } from '@/app/route-table';

/** One choice of the route chooser. */
export interface PreviewRoute {
  id: string;
  title: string;
  /** A visitable hash path, e.g. `/home/login` or `/myaccount/loanDetails/0001-734140-5`. */
  path: string;
  /** `dialog`: a dialog-only screen, opened over the page the preview shows. */
  area: RouteArea | 'dialog';
}

/** Every portal route, logged-out pages first (the order of the route table), then the dialog-only screens. */
export const previewRoutes: readonly PreviewRoute[] = [
  ...routeTable.map((def) => ({ id: def.id, title: def.title, path: visitPath(def), area: def.area })),
  ...previewDialogs.map((d) => ({
    id: `dialog:${d.id}`,
    title: d.title,
    path: previewDialogPath(d.id),
    area: 'dialog' as const,
  })),
];

/** The route a path shows (query and trailing slash ignored), or undefined for a path outside the table. */
export function routeOfPath(path: string): PreviewRoute | undefined {
  const bare = path.split('?')[0]!.replace(/\/$/, '');
  return (
    previewRoutes.find((r) => r.path.split('?')[0] === bare) ??
    previewRoutes.find((r) => r.area !== 'root' && r.area !== 'dialog' && bare.startsWith(`${r.path.split('?')[0]}/`))
  );
}

/** Where the preview starts. */
export const START_PATH = '/home/login';

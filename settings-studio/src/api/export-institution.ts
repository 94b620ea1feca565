/**
 * GET /studio/api/export: the institution as a zip of a `settings-samples/<name>/` folder, named by the
 * server's Content-Disposition. A plain link downloads it: the staff cookie goes with a same-origin GET,
 * no CSRF token is needed for a read, and the browser streams the file to disk (no blob in memory).
 */
import { studioApiRoot } from './studio-client';

/** Address of the export; used as an `<a download>` link. */
export const exportInstitutionUrl = `${studioApiRoot}export`;

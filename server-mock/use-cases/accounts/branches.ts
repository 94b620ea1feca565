/** The branch locator: all branches (optionally nearest first from a zip or a point), or one by number. */
import { isZipSearch, sortByDistance, type GeoPoint } from '../../../schemas/src/rules/branch-distance.ts';
import { findBranch, listBranches } from '../../store/accounts/branches-repo.ts';
import type { AccountsContext, Schemas } from './accounts-context.ts';
import { branchView } from './account-views.ts';

/** Where to measure from (decision 166): a 5-digit US zip, or the user's geolocation. */
export type BranchSearch = { zip: string } | GeoPoint;

/** The zip's location from the offline dataset, or undefined for a zip it does not know. */
async function zipLocation(zip: string): Promise<GeoPoint | undefined> {
  if (!isZipSearch(zip)) return undefined;
  // Loaded on the first search only: the dataset is a few megabytes the other calls never need.
  const { lookup } = (await import('zipcodes')).default;
  const found = lookup(zip);
  return found && { latitude: found.latitude, longitude: found.longitude };
}

/**
 * GET /api/BranchInfo/Get: by branch number, or nearest first when a search is given. Undefined
 * when the zip is not a known US zip code (the route answers 404).
 */
export async function getBranches(
  ctx: AccountsContext,
  search?: BranchSearch,
): Promise<Schemas['Branch'][] | undefined> {
  const branches = (await listBranches(ctx.db)).map(branchView);
  if (!search) return branches;
  const from = 'zip' in search ? await zipLocation(search.zip) : search;
  return from && sortByDistance(branches, from);
}

/** GET /api/BranchInfo/GetByBranchNumber; undefined when there is no such branch. */
export async function getBranch(ctx: AccountsContext, branchNumber: string): Promise<Schemas['Branch'] | undefined> {
  const b = await findBranch(ctx.db, branchNumber);
  return b && branchView(b);
}

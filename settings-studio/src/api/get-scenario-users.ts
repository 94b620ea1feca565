/**
 * `GET /studio/preview/__mock/scenarios`: the borrowers the preview can sign in as, from the sandbox the
 * preview frame talks to (the sandbox itself, or in gateway mode the preview sandbox, decision 301).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

/** One scenario user as the sandbox lists it (the password is not kept). */
export interface ScenarioUser {
  username: string;
  tags: string[];
  description: string;
}

/** Staff users appear in the list too (tags staff-*); the preview signs in borrowers only. */
export const isBorrower = (user: ScenarioUser): boolean => !user.tags.some((tag) => tag.startsWith('staff-'));

async function getScenarioUsers(signal?: AbortSignal): Promise<ScenarioUser[]> {
  // A sandbox control, not a studio call: outside /studio/api, so not through studioApi.
  const res = await fetch('/studio/preview/__mock/scenarios', { headers: { Accept: 'application/json' }, signal });
  if (!res.ok) throw new Error(`The sandbox's scenario list is not available (${res.status}).`);
  const users = (await res.json()) as (ScenarioUser & { password?: string })[];
  return users.map(({ username, tags, description }) => ({ username, tags, description })).filter(isBorrower);
}

/** Query options of the scenario borrowers, in the sandbox's order. */
export const scenarioUsersQuery = () =>
  queryOptions({
    queryKey: ['sandbox', 'scenarios'],
    queryFn: ({ signal }) => getScenarioUsers(signal),
    staleTime: Infinity,
    retry: false,
  });

/** The scenario borrowers (an error outside the sandbox, where the list does not exist). */
export const useScenarioUsers = () => useQuery(scenarioUsersQuery());

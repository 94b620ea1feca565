/** GET /__mock/scenarios (sandbox only): the borrowers the preview can sign in as. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioJson } from './studio-json';

/** One scenario user as the sandbox lists it (the password is not kept). */
export interface ScenarioUser {
  username: string;
  tags: string[];
  description: string;
}

/** Staff users appear in the list too (tags staff-*); the preview signs in borrowers only. */
export const isBorrower = (user: ScenarioUser): boolean => !user.tags.some((tag) => tag.startsWith('staff-'));

/** Query options of the scenario list; borrowers only, in the sandbox's order. */
export const scenarioUsersQuery = () =>
  queryOptions({
    queryKey: ['sandbox', 'scenarios'],
    queryFn: async () => {
      const users = await studioJson<(ScenarioUser & { password?: string })[]>('/__mock/scenarios');
      return users.map(({ username, tags, description }) => ({ username, tags, description })).filter(isBorrower);
    },
    staleTime: Infinity,
  });

/** The scenario borrowers; empty outside the sandbox (the call answers 404 there). */
export const useScenarioUsers = () => useQuery(scenarioUsersQuery());

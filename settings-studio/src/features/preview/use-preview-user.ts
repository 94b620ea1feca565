/**
 * Who the preview is signed in as: a scenario borrower (signed in through POST
 * /studio/api/preview-session) or nobody. The token lives in memory only, long enough to hand it to
 * the frame again when the frame restarts.
 */
import { useState } from 'react';
import { useScenarioUsers, type ScenarioUser } from '@studio/api/get-scenario-users';
import { usePreviewSession } from '@studio/api/post-preview-session';

/** A preview session as the frame gets it. */
export interface PreviewSessionChange {
  userToken: string | null;
  userName: string | null;
}

/** The preview user and how to change it. */
export interface PreviewUser {
  userName: string | null;
  token: string | null;
  users: ScenarioUser[];
  /** Why the last sign-in failed, for the toolbar. */
  error: string | null;
  /** Signs in as `userName` (null: signs out); the new session, or null when the call failed. */
  signIn(userName: string | null): Promise<PreviewSessionChange | null>;
}

/** State of the preview's borrower. */
export function usePreviewUser(): PreviewUser {
  const [current, setCurrent] = useState<{ userName: string | null; token: string | null }>({
    userName: null,
    token: null,
  });
  const [error, setError] = useState<string | null>(null);
  const scenarios = useScenarioUsers();
  const previewSession = usePreviewSession();

  const signIn = async (userName: string | null): Promise<PreviewSessionChange | null> => {
    setError(null);
    if (userName === null) {
      setCurrent({ userName: null, token: null });
      return { userToken: null, userName: null };
    }
    try {
      const { userToken } = await previewSession.mutateAsync(userName);
      setCurrent({ userName, token: userToken });
      return { userToken, userName };
    } catch (failure) {
      setError(`The preview could not sign in as ${userName}: ${(failure as Error).message}`);
      return null;
    }
  };

  return { ...current, users: scenarios.data ?? [], error, signIn };
}

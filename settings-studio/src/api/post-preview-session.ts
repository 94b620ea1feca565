/** POST /studio/api/preview-session: a borrower session for a scenario user, for the preview frame only. */
import { useMutation } from '@tanstack/react-query';
import type { PreviewSession } from '@schemas/studio/studio-api';
import { studioJson } from './studio-json';

/** What the mutation takes: the scenario user and the staff session's CSRF token. */
export interface PreviewSessionInput {
  userName: string;
  csrfToken: string | undefined;
}

/** Asks the sandbox for the user's token (never stored by the studio: it goes straight to the frame). */
export const postPreviewSession = ({ userName, csrfToken }: PreviewSessionInput) =>
  studioJson<PreviewSession>('/studio/api/preview-session', { method: 'POST', body: { userName }, csrfToken });

/** Mutation hook of the call. */
export const usePreviewSession = () => useMutation({ mutationFn: postPreviewSession });

/** `POST /studio/api/preview-session`: a borrower session for a scenario user, for the preview frame only. */
import { useMutation } from '@tanstack/react-query';
import { studioApi } from './studio-client';

/** Asks the sandbox for the user's token (never stored by the studio: it goes straight to the frame). */
export const postPreviewSession = (userName: string) => studioApi('POST', 'preview-session', { json: { userName } });

/** Mutation hook of the call. */
export const usePreviewSession = () => useMutation({ mutationFn: postPreviewSession });

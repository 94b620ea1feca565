/**
 * Follows the live feed while the studio is open (decision 365): colleagues' presence lands in the presence store;
 * drafts saved by anyone patch the state cache, so every editor, the key list and the preview show them without a
 * reload (a new published version reads the whole state again).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StudioState } from '@schemas/studio/studio-api';
import { followLiveEvents } from '@studio/api/live-events';
import { studioStateQueryKey } from '@studio/api/get-studio-state';
import { withLiveDrafts } from '@studio/features/drafts/effective-values';
import { useLivePresence } from './live-presence';

/** Follows the feed from mount to unmount (the signed-in shell). */
export function useLiveFeed(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = followLiveEvents({
      onPresence: (presence) => useLivePresence.setState(presence, true),
      onDrafts: (drafts) => {
        const state = queryClient.getQueryData<StudioState>(studioStateQueryKey);
        if (!state) return;
        const next = withLiveDrafts(state, drafts);
        if (next === null) void queryClient.invalidateQueries({ queryKey: studioStateQueryKey });
        else if (next !== state) queryClient.setQueryData(studioStateQueryKey, next);
      },
    });
    return () => {
      stop();
      useLivePresence.setState({ keys: {} }, true);
    };
  }, [queryClient]);
}

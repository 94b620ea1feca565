/** Seconds left on the time-out countdown (null when no warning is showing); read by the time-out dialog. */
import { create } from 'zustand';

interface IdleState {
  secondsLeft: number | null;
}

/** The countdown store, written only by `<IdleWatch/>`. */
export const useIdleStore = create<IdleState>()(() => ({ secondsLeft: null }));

/** Sets the countdown shown in the time-out dialog. */
export function setSecondsLeft(secondsLeft: number | null): void {
  useIdleStore.setState({ secondsLeft });
}

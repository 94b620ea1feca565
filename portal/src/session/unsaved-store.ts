/** The unsaved-changes flag (a small zustand store): set by editing screens, read by the leave guard and logout. */
import { useEffect } from 'react';
import { create } from 'zustand';

/** Unsaved-changes state. */
export interface UnsavedState {
  hasUnsavedChanges: boolean;
  setUnsavedChanges(value: boolean): void;
}

/** The unsaved-changes store. */
export const useUnsavedStore = create<UnsavedState>()((set) => ({
  hasUnsavedChanges: false,
  setUnsavedChanges: (value) => set({ hasUnsavedChanges: value }),
}));

/** Clears the flag (after Yes in the unsaved-changes dialog, on logout, after a save). */
export function clearUnsavedChanges(): void {
  useUnsavedStore.getState().setUnsavedChanges(false);
}

/** True when the current page has unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return useUnsavedStore.getState().hasUnsavedChanges;
}

/**
 * For editing screens: mirrors `dirty` into the store while mounted and clears it on unmount,
 * so a page that is left (or saved) never leaves a stale flag behind.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    useUnsavedStore.getState().setUnsavedChanges(dirty);
  }, [dirty]);
  useEffect(() => clearUnsavedChanges, []);
}

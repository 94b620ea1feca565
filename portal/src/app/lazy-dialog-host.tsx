import { lazy, Suspense, useState } from 'react';
import { useDialogStore } from '@/session/dialog-store';

/** Starts loading the dialogs' chunk (the logged-in layout calls it, so a time-out dialog opens at once). */
export const preloadDialogHost = () => import('@/app/dialogs/dialog-host');

const DialogHost = lazy(() => preloadDialogHost().then((m) => ({ default: m.DialogHost })));

/**
 * Mounts the dialog host once the first dialog opens: the dialogs stay out of the login page's
 * initial JS. Once mounted it stays, so later dialogs render without waiting.
 */
export function LazyDialogHost() {
  const anyOpen = useDialogStore((state) => state.dialogs.length > 0);
  const [needed, setNeeded] = useState(anyOpen);
  // Adjusting state while rendering (not in an effect) avoids an extra commit without the host.
  if (anyOpen && !needed) setNeeded(true);
  if (!needed && !anyOpen) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}

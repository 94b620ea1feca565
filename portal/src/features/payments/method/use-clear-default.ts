/**
 * Clearing the default method without losing focus: the clear button disappears with the banner
 * (and is disabled while the call runs), so focus would fall to <body>. Once cleared, focus goes to the
 * saved-method dropdown (or the section heading) while the note 'Default payment method cleared.' is
 * announced (delete-note.tsx); when the call fails, focus returns to the clear button.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { useMethodActions } from './use-method-actions';

type Target = { readonly to: 'picker' | 'banner' };

/** The banner's onClear for the Payment Type section whose element is `section`. */
export function useClearDefault(
  actions: ReturnType<typeof useMethodActions>,
  section: RefObject<HTMLElement | null>,
): () => void {
  const [target, setTarget] = useState<Target | null>(null);
  const handled = useRef<Target | null>(null);
  useEffect(() => {
    // After the render that shows the outcome: the banner gone, or its button enabled again.
    if (!target || target === handled.current || actions.busy) return;
    handled.current = target;
    const root = section.current;
    const element =
      target.to === 'banner'
        ? root?.querySelector<HTMLElement>('.method-summary--default button')
        : (root?.querySelector<HTMLElement>('.saved-methods select') ?? root?.querySelector<HTMLElement>('h2'));
    element?.focus();
  }, [target, actions.busy, section]);

  return () => {
    void actions.clearDefault().then((cleared) => setTarget({ to: cleared ? 'picker' : 'banner' }));
  };
}

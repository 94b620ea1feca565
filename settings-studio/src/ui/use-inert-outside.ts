import { useEffect, type RefObject } from 'react';

/**
 * While the component is mounted, everything outside `ref`'s element is `inert`: a modal made of a
 * `<div role="dialog">` then leaves no link, button or text behind it for the pointer, Tab or a
 * screen reader's virtual cursor (what `<dialog>.showModal()` does natively). It walks from the element
 * up to `<body>` and marks every sibling on the way; on unmount it clears only what it marked.
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const marked: HTMLElement[] = [];
    for (let node = ref.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (
          sibling === node ||
          !(sibling instanceof HTMLElement) ||
          sibling.hasAttribute('inert') ||
          sibling.tagName === 'SCRIPT'
        )
          continue;
        sibling.setAttribute('inert', '');
        marked.push(sibling);
      }
    }
    return () => marked.forEach((el) => el.removeAttribute('inert'));
  }, [ref]);
}

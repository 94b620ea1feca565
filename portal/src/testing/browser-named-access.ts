/**
 * jsdom does not give `window` the named properties browsers give it: in Chromium, Firefox and Safari an
 * element with `id="X"` (or an image or form with `name="X"`) is readable as `window.X` through the
 * window's prototype chain. Tests that prove the portal cannot be fooled by such an element put it back.
 */

/** Makes `window[name]` answer the page's element of that id or name, as a browser does; returns the undo. */
export function emulateNamedWindowAccess(name: string): () => void {
  const proto = Object.getPrototypeOf(window) as object;
  Object.defineProperty(proto, name, {
    configurable: true,
    get: () => document.getElementById(name) ?? document.getElementsByName(name)[0] ?? undefined,
  });
  return () => {
    delete (proto as Record<string, unknown>)[name];
  };
}

/**
 * Draft rich text reaches the preview before the server has sanitized it (it is still being typed).
 * Whenever the browser parses markup such as `<img src=x onerror=…>` (DOMPurify's DOMParser, even a
 * `<template>`), Chromium runs the image's error handler, the CSP blocks it and reports a violation. So
 * the bridge disarms event-handler attributes in the text itself, before anything parses it: every
 * attribute name starting with `on` where the HTML tokenizer starts an attribute name (after white
 * space, `/` or a closing quote) is renamed `data-disarmed-on…`. DOMPurify in the portal then sanitizes
 * what is left exactly as for a borrower (decision 262). Pure string work: no DOM, so nothing can fire.
 */

/** An attribute-name start followed by `on<letters>` and the end of the name. */
const HANDLER = /([\s/"'])(on[a-z]+)(?=[\s/>=]|$)/gi;

/** `html` with every event-handler attribute renamed so that no parser ever sees one. */
export function disarmHandlers(html: string): string {
  return html.includes('<') ? html.replace(HANDLER, '$1data-disarmed-$2') : html;
}

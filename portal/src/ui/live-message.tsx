/**
 * A status or alert message whose live region is in the page before its text (WCAG 4.1.3): screen readers
 * announce changes to a region they already know, and often miss a region inserted holding its text.
 * Keep it mounted where the message may appear and pass `text={null}` while there is nothing to say;
 * mounted together with its first text, it shows the text once the empty region has settled. With `count`,
 * each new count puts a new text node in the region, so the same words said twice (a second save) are
 * announced twice.
 */
import { useEffect, useState, type Ref } from 'react';
import './live-message.css';

/**
 * How long a newly inserted region stays empty before its first text (ms): long enough for the accessibility tree to
 * have it.
 */
export const LIVE_REGION_SETTLE_MS = 100;

/** Props of {@link LiveMessage}. */
export interface LiveMessageProps {
  /** The message; null or empty while there is none. */
  text: string | null | undefined;
  /** An error, announced at once (role=alert); otherwise a polite status (role=status). */
  alert?: boolean;
  /** Classes while it holds text (a banner's look); an empty region takes no room. */
  className?: string;
  id?: string;
  /** Bumped once per event: a new count re-announces an unchanged text. */
  count?: number;
  /** `-1` when a script moves focus to the message. */
  tabIndex?: number;
  ref?: Ref<HTMLParagraphElement>;
}

/** The message paragraph, always in the page. */
export function LiveMessage({ text, alert = false, className, id, count, tabIndex, ref }: LiveMessageProps) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  const shown = settled && text ? text : '';
  return (
    <p
      ref={ref}
      id={id}
      role={alert ? 'alert' : 'status'}
      className={shown ? className : 'live-message--empty'}
      tabIndex={tabIndex}
    >
      {shown && count !== undefined ? <span key={count}>{shown}</span> : shown}
    </p>
  );
}

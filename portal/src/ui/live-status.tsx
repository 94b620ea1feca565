/**
 * A polite live region that is in the page before anything is said in it (screen readers announce
 * changes to a region they already know, not a region inserted already filled). Each new `count`
 * replaces the text node, so the same words said twice (a second save) are announced twice.
 */

/** Props of {@link LiveStatus}. */
export interface LiveStatusProps {
  /** What to announce; empty says nothing. */
  message: string;
  /** Bumped once per event: a new count re-announces an unchanged message. */
  count: number;
  /** Defaults to visually hidden (the page shows the outcome elsewhere). */
  className?: string;
}

/** The live region. */
export function LiveStatus({ message, count, className = 'visually-hidden' }: LiveStatusProps) {
  return (
    <p role="status" className={className}>
      {message ? <span key={count}>{message}</span> : null}
    </p>
  );
}

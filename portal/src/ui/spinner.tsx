/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Status text announced to assistive technology and shown beside the animation. */
  label: string;
  /**
   * `inline` sits in the flow (navigation bar); `page` centres itself in the area it fills; `large` is the
   * payment screens' 80 px ring on a row of its own (payments spec §9).
   */
  variant?: 'inline' | 'page' | 'large';
  /** Show the label visibly (default) or only to screen readers. */
  showLabel?: boolean;
}

/**
 * Loading animation with role=status, so screen readers announce the label once when it appears.
 * The animation is CSS only and stops under prefers-reduced-motion (see styles/components.css).
 */
export function Spinner({ label, variant = 'inline', showLabel = true }: SpinnerProps) {
  return (
    <div role="status" className={`spinner spinner--${variant}`}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </div>
  );
}

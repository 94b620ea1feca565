import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorBanner } from './error-banner';

describe('ErrorBanner', () => {
  it('when shown then it is an alert paragraph drawn as the error banner', () => {
    render(<ErrorBanner>Error loading accounts</ErrorBanner>);
    const banner = screen.getByRole('alert');
    expect(banner.tagName).toBe('P');
    expect(banner).toHaveTextContent('Error loading accounts');
    expect(banner).toHaveClass('banner', 'banner--error');
  });

  it('when it is a list of messages then it is a ul of items, with extra classes kept', () => {
    render(
      <ErrorBanner as="ul" className="e-statements__errors">
        <li>One</li>
        <li>Two</li>
      </ErrorBanner>,
    );
    const banner = screen.getByRole('alert');
    expect(banner.tagName).toBe('UL');
    expect(banner).toHaveClass('banner', 'banner--error', 'e-statements__errors');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('when it sits in a live region that speaks for it then it has no role of its own', () => {
    render(
      <div role="status">
        <ErrorBanner inRegion>Error deleting payment method.</ErrorBanner>
      </div>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Error deleting payment method.')).toHaveClass('banner--error');
  });

  it('when a script moves focus to the outcome then the banner takes the ref and tabIndex', () => {
    const ref = createRef<HTMLElement>();
    render(
      <ErrorBanner ref={ref} tabIndex={-1} id="outcome">
        Not sent
      </ErrorBanner>,
    );
    ref.current?.focus();
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'outcome');
  });
});

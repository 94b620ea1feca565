import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_SETTLE_MS, LiveMessage } from './live-message';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveMessage (WCAG 4.1.3: the region is in the page before its text)', () => {
  it('when it mounts with a text then the status region is inserted empty and the text follows, so it is announced', () => {
    render(<LiveMessage text="A new security code has been sent." className="banner" />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).not.toHaveClass('banner');
    act(() => vi.advanceTimersByTime(LIVE_REGION_SETTLE_MS));
    expect(region).toHaveTextContent('A new security code has been sent.');
    expect(region).toHaveClass('banner');
  });

  it('when it is an alert then it has role=alert, and a later text replaces the first at once', () => {
    const { rerender } = render(<LiveMessage alert text="The security code is invalid" />);
    act(() => vi.advanceTimersByTime(LIVE_REGION_SETTLE_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('The security code is invalid');
    rerender(<LiveMessage alert text="There was an error while validating." />);
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error while validating.');
    rerender(<LiveMessage alert text={null} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('when a count is given then each new count puts a new text node in the region, so the same words are announced again', () => {
    const { rerender } = render(<LiveMessage text="" count={0} />);
    act(() => vi.advanceTimersByTime(LIVE_REGION_SETTLE_MS));
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(<LiveMessage text="Saved" count={1} />);
    const first = region.firstChild;
    expect(region).toHaveTextContent('Saved');
    rerender(<LiveMessage text="Saved" count={2} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.firstChild).not.toBe(first);
    expect(region).toHaveTextContent('Saved');
  });
});

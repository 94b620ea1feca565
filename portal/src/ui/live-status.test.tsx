import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveStatus } from './live-status';

describe('LiveStatus', () => {
  it('is present while empty, and a new count puts a new text node in it even for the same words', () => {
    const { rerender } = render(<LiveStatus message="" count={0} />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    rerender(<LiveStatus message="Saved" count={1} />);
    const first = region.firstChild;
    expect(region).toHaveTextContent('Saved');
    rerender(<LiveStatus message="Saved" count={2} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.firstChild).not.toBe(first);
    expect(region).toHaveTextContent('Saved');
  });
});

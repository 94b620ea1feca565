import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with its label as accessible text, even when the label is visually hidden', () => {
    render(<Spinner label="Loading…" showLabel={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

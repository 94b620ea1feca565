import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoImage } from './logo-image';

describe('LogoImage', () => {
  it('shows the alt text as a word mark when the image cannot be loaded', () => {
    render(<LogoImage src="/logos/missing/logo-full.svg" alt="First Lender home" />);
    fireEvent.error(screen.getByRole('img', { name: 'First Lender home' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('First Lender home')).toBeInTheDocument();
  });
});

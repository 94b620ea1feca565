import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorBanner } from './error-banner';

describe('studio ErrorBanner', () => {
  it('when shown then it is an alert paragraph with the studio error look', () => {
    render(<ErrorBanner>The history could not be loaded: offline</ErrorBanner>);
    const banner = screen.getByRole('alert');
    expect(banner.tagName).toBe('P');
    expect(banner).toHaveClass('studio-error');
    expect(banner).toHaveTextContent('The history could not be loaded: offline');
  });

  it('when it holds a heading and a button then it is a div, keeps its classes and takes focus by ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <ErrorBanner as="div" className="edit-page__message" tabIndex={-1} ref={ref}>
        <h1>The settings could not be loaded</h1>
      </ErrorBanner>,
    );
    ref.current?.focus();
    const banner = screen.getByRole('alert');
    expect(banner.tagName).toBe('DIV');
    expect(banner).toHaveClass('studio-error', 'edit-page__message');
    expect(banner).toHaveFocus();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with its label as accessible text, even when the label is visually hidden', () => {
    render(<Spinner label="Loading…" showLabel={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('Spinner, large (payments spec §9 "Spinner diameter 80 px")', () => {
  it('the large variant is a ring 80 px across', async () => {
    render(<Spinner label="Loading…" variant="large" />);
    expect(screen.getByRole('status')).toHaveClass('spinner--large');
    // The test runner does not load style sheets; the rule is read from the file the portal ships.
    const { readFile } = await import('node:fs/promises');
    const css = await readFile(`${process.cwd()}/portal/src/styles/components.css`, 'utf8');
    const rule = /\.spinner--large \.spinner__ring\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/(^|\s)width:\s*80px;/);
    expect(rule).toMatch(/(^|\s)height:\s*80px;/);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderStudio } from '../../testing/studio-test-kit';
import { sessionOf } from '../../testing/studio-fixtures';
import { ShellLayout } from './shell-layout';

afterEach(() => void (document.title = ''));

function setup(route = '/') {
  const pages = ['publish', 'history', 'transfer', 'audit', 'account'];
  return renderStudio(
    <Routes>
      <Route element={<ShellLayout session={sessionOf('publisher')} onSignedOut={() => {}} />}>
        <Route index element={<h1>Edit settings</h1>} />
        {pages.map((p) => (
          <Route key={p} path={p} element={<h1>{p}</h1>} />
        ))}
      </Route>
    </Routes>,
    { route },
  );
}

describe('ShellLayout', () => {
  it('when the staff member moves between pages, then the document title names the page (WCAG 2.4.2)', async () => {
    const user = userEvent.setup();
    setup();
    expect(document.title).toBe('Edit settings – Settings Studio');
    await user.click(screen.getByRole('link', { name: 'Publish' }));
    expect(document.title).toBe('Publish – Settings Studio');
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(document.title).toBe('History – Settings Studio');
    await user.click(screen.getByRole('link', { name: 'Samples and transfer' }));
    expect(document.title).toBe('Samples and transfer – Settings Studio');
    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(document.title).toBe('Audit log – Settings Studio');
    await user.click(screen.getByRole('link', { name: 'Your account' }));
    expect(document.title).toBe('Your account – Settings Studio');
  }, 15_000);
});

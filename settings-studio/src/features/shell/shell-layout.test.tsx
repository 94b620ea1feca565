import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderStudio } from '../../testing/studio-test-kit';
import { sessionOf } from '../../testing/studio-fixtures';
import { ShellLayout } from './shell-layout';

afterEach(() => void (document.title = ''));

/** A page whose heading appears only after its data has loaded (shown by `show()`). */
let show: () => void = () => {};
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void (show = () => setLoaded(true)), []);
  return loaded ? <h1 tabIndex={-1}>History</h1> : <p role="status">Loading…</p>;
}

function setup(route = '/') {
  const pages = ['publish', 'history', 'transfer', 'audit', 'account'];
  return renderStudio(
    <Routes>
      <Route element={<ShellLayout session={sessionOf('publisher')} onSignedOut={() => {}} />}>
        <Route index element={<h1>Edit settings</h1>} />
        <Route path="history" element={<LatePage />} />
        {pages
          .filter((p) => p !== 'history')
          .map((p) => (
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

  it('when the new page shows its heading only after loading, then focus moves to that heading once it appears', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => show());
    expect(await screen.findByRole('heading', { name: 'History' })).toHaveFocus();
  });

  it('when the staff member moves focus while the page loads, then the heading does not take it back', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('link', { name: 'History' }));
    screen.getByRole('link', { name: 'Publish' }).focus();
    act(() => show());
    await screen.findByRole('heading', { name: 'History' });
    expect(screen.getByRole('link', { name: 'Publish' })).toHaveFocus();
  });
});

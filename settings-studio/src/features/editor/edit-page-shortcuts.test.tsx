import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAutosave } from '@studio/features/drafts/autosave';
import { resetDraftStore } from '@studio/features/drafts/draft-store';
import { sessionOf, stateWithDrafts, testCatalogue } from '@studio/testing/studio-fixtures';
import { fakeStudioServer, renderStudio } from '@studio/testing/studio-test-kit';
import EditPage from './edit-page';

let restore = () => {};
beforeEach(() => {
  resetDraftStore();
  localStorage.clear();
  restore = fakeStudioServer((call) =>
    call.path === 'catalogue' ? { status: 200, body: testCatalogue } : { status: 200, body: stateWithDrafts() },
  ).restore;
});
afterEach(() => {
  resetAutosave();
  restore();
});

const openKeyHeading = () => screen.getByRole('heading', { level: 1 });

describe('edit page keyboard shortcuts', () => {
  it('when Alt+N is pressed, then the next changed key in catalogue order opens, wrapping round', async () => {
    renderStudio(<EditPage session={sessionOf('editor')} />, { route: '/?key=loginPage.welcome' });
    expect(await screen.findByRole('heading', { level: 1, name: 'loginPage.welcome' })).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}n{/Alt}');
    expect(openKeyHeading()).toHaveAccessibleName('header.logo');
    await userEvent.keyboard('{Alt>}n{/Alt}');
    expect(openKeyHeading()).toHaveAccessibleName('loginPage.heading');
  });

  it('when Alt+R is pressed on the edit page, then it is left to the browser: no change request is open here', async () => {
    renderStudio(<EditPage session={sessionOf('editor')} />);
    await screen.findByRole('button', { name: 'Keyboard shortcuts' });
    const event = new KeyboardEvent('keydown', {
      key: 'r',
      code: 'KeyR',
      altKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('when Alt+S is pressed, then the search field takes focus; while typing there, no shortcut fires', async () => {
    renderStudio(<EditPage session={sessionOf('editor')} />, { route: '/?key=loginPage.welcome' });
    await screen.findByRole('heading', { level: 1, name: 'loginPage.welcome' });
    await userEvent.keyboard('{Alt>}s{/Alt}');
    const search = screen.getByRole('searchbox', { name: 'Search settings' });
    expect(search).toHaveFocus();
    await userEvent.keyboard('what?{Alt>}n{/Alt}');
    expect(search).toHaveValue('what?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openKeyHeading()).toHaveAccessibleName('loginPage.welcome');
  });

  it('when ? is pressed, then the shortcut list opens; it can turn ? off, and Escape gives focus back', async () => {
    renderStudio(<EditPage session={sessionOf('editor')} />);
    const opener = await screen.findByRole('button', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Alt+SSearch settings');
    expect(dialog).toHaveTextContent('Alt+NOpen the next changed key');
    expect(dialog).toHaveTextContent('Alt+PTurn pick mode in the preview on or off');
    expect(dialog).toHaveTextContent('Alt+RSubmit the open change request for review (its author, on its page)');
    expect(dialog).toHaveTextContent('the arrow keys move the outline');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open this list with ?' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(opener);
    expect(screen.getByRole('checkbox', { name: 'Open this list with ?' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});

describe('pick mode from the keyboard', () => {
  it('when Alt+P is pressed, then pick mode in the preview turns on, and off again', async () => {
    renderStudio(<EditPage session={sessionOf('editor')} />);
    const pick = await screen.findByRole('button', { name: 'Pick a text or image' });
    expect(pick).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Alt>}p{/Alt}');
    expect(pick).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Alt>}p{/Alt}');
    expect(pick).toHaveAttribute('aria-pressed', 'false');
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConflictDialog } from './conflict-dialog';

const conflict = {
  yours: 'Hello',
  theirs: { value: 'Hi', updatedBy: 'staff.other', updatedAt: '2026-11-24T17:40:00.000Z', revision: 3 },
};

describe('ConflictDialog', () => {
  it('when it is open, then the page behind it is inert, and it is active again once a value is chosen', () => {
    const page = (dialog: boolean) => (
      <div>
        <header>
          <a href="#/publish">Publish</a>
        </header>
        <main>
          <button type="button">Save</button>
          {dialog ? (
            <ConflictDialog
              label="loginPage.welcome"
              conflict={conflict as never}
              onKeepMine={() => {}}
              onTakeTheirs={() => {}}
            />
          ) : null}
        </main>
      </div>
    );
    const { rerender } = render(page(true));
    const header = screen.getByRole('link', { name: 'Publish', hidden: true }).closest('header')!;
    const save = screen.getByRole('button', { name: 'Save', hidden: true });
    expect(header).toHaveAttribute('inert');
    expect(save.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'staff.other also changed loginPage.welcome' })).toHaveFocus();
    rerender(page(false));
    expect(header).not.toHaveAttribute('inert');
    expect(save.closest('[inert]')).toBeNull();
  });

  it('when Tab and Shift+Tab are pressed, then focus cycles among its two buttons, and Escape does not close it', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <ConflictDialog
        label="loginPage.welcome"
        conflict={conflict as never}
        onKeepMine={() => chosen.push('mine')}
        onTakeTheirs={() => chosen.push('theirs')}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveClass('studio-modal');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Use theirs' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep mine' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use theirs' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(chosen).toEqual([]);
  });
});

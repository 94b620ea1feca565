import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogButton } from '@/ui/dialog-button';
import { Modal } from '@/ui/modal';

function Harness({ dismissable = true, onDismiss = () => {} }: { dismissable?: boolean; onDismiss?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal
          title="Test title"
          width={300}
          dismissable={dismissable}
          onDismiss={() => {
            onDismiss();
            setOpen(false);
          }}
          actions={
            <>
              <DialogButton onClick={() => setOpen(false)}>First</DialogButton>
              <DialogButton autoFocusFirst>Second</DialogButton>
              <DialogButton>Third</DialogButton>
            </>
          }
        >
          <p>Body text</p>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, described by its body, with the given width', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Test title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Body text');
    expect(dialog).toHaveStyle({ width: '300px' });
  });

  it('moves focus in (to the marked button) and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Third' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Third' })).toHaveFocus();
  });

  it('closes on Esc and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener when closed by a button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('when non-dismissable, Esc and the native cancel event do nothing', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Harness dismissable={false} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Test title' })).toBeInTheDocument();
  });
});

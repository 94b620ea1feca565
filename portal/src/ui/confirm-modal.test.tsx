import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from '@/ui/confirm-modal';

function renderConfirm(firstFocus?: 'cancel' | 'confirm') {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmModal
      title="Leave?"
      width={350}
      cancelLabel="No"
      confirmLabel="Yes"
      onCancel={onCancel}
      onConfirm={onConfirm}
      firstFocus={firstFocus}
    >
      <p>Unsaved changes.</p>
    </ConfirmModal>,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmModal', () => {
  it('when opened, then it is a dialog named by its title with cancel then the primary confirm, focus on cancel', () => {
    renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Leave?' });
    expect(dialog).toHaveAccessibleDescription('Unsaved changes.');
    expect(dialog).toHaveStyle({ width: '350px' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['No', 'Yes']);
    expect(buttons[1]).toHaveClass('portal-dialog__button--primary');
    expect(buttons[0]).toHaveFocus();
  });

  it('when the dialog asks for it, then focus starts on confirm', () => {
    renderConfirm('confirm');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  });

  it('when the buttons or Esc are pressed, then confirm and cancel are called', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('while busy then it is aria-disabled, keeps focus and ignores presses; once done a press acts', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <BusyButton className="button" busy onClick={onClick}>
        Hide
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Hide' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <BusyButton className="button" busy={false} onClick={onClick}>
        Hide
      </BusyButton>,
    );
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when a busy submit button is pressed or Enter is typed in its form then the form is not submitted', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label>
          Date
          <input />
        </label>
        <BusyButton type="submit" busy>
          Submit
        </BusyButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.type(screen.getByLabelText('Date'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when blocked (the form cannot be sent yet) then it is aria-disabled but focusable, and a press or Enter calls onBlocked instead of submitting', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const onBlocked = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <BusyButton type="submit" busy={false} blocked onBlocked={onBlocked}>
          Send
        </BusyButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByLabelText('Name'), 'x{Enter}');
    expect(onBlocked).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

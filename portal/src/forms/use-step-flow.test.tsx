import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StepFlow } from './step-flow';
import { useStepFlow } from './use-step-flow';

interface Flow {
  selectAccount: string;
  getMethod: string;
  getFrequency: string;
}

const flow: StepFlow<Flow> = {
  steps: ['selectAccount', 'getMethod', 'getFrequency'],
  isValid: (step, d) => Boolean(d[step]),
  resetsLater: true,
};

const labels = { selectAccount: 'Select account', getMethod: 'Payment method', getFrequency: 'Frequency' } as const;

/** Steps revealed one below the other, the way the payment screen shows them; each step has a choice button. */
function RevealedSteps() {
  const f = useStepFlow(flow);
  return (
    <>
      {flow.steps
        .filter((s) => f.canOpen(s))
        .map((step) => (
          <section key={step}>
            <h2 ref={f.focusRef(step)} tabIndex={-1}>
              {labels[step]}
            </h2>
            <button type="button" onClick={() => f.complete(step, 'chosen')}>
              Choose {labels[step]}
            </button>
            <button type="button" onClick={() => f.reset()}>
              Start over from {labels[step]}
            </button>
          </section>
        ))}
    </>
  );
}

describe('useStepFlow focus', () => {
  it('moves focus to the heading of the step a valid choice reveals', async () => {
    const user = userEvent.setup();
    render(<RevealedSteps />);
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Choose Select account' }));
    expect(screen.getByRole('heading', { name: 'Payment method' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Choose Payment method' }));
    expect(screen.getByRole('heading', { name: 'Frequency' })).toHaveFocus();
  });

  it('does not move focus on the first render or on a reset', async () => {
    const user = userEvent.setup();
    render(<RevealedSteps />);
    expect(screen.getByRole('heading', { name: 'Select account' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Choose Select account' }));
    await user.click(screen.getByRole('button', { name: 'Start over from Payment method' }));
    expect(screen.queryByRole('heading', { name: 'Payment method' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Select account' })).not.toHaveFocus();
  });
});

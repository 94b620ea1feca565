import { describe, expect, it, vi } from 'vitest';
import { openConsumerLoanApplication } from './open-consumer-loan';

describe('openConsumerLoanApplication', () => {
  it('opens the tab before asking for the token (a pop-up is allowed only in the click itself)', async () => {
    const order: string[] = [];
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => (order.push('open'), tab as unknown as Window));
    const fetchToken = vi.fn(() => (order.push('token'), Promise.resolve('t 1')));
    await expect(openConsumerLoanApplication(fetchToken, open)).resolves.toBe('opened');
    expect(order).toEqual(['open', 'token']);
    expect(tab.location.href).toMatch(/\/api\/ApplyForLoan\?token=t%201$/);
  });
  it('when the browser blocks the tab, asks for no token', async () => {
    const fetchToken = vi.fn(() => Promise.resolve('t'));
    await expect(openConsumerLoanApplication(fetchToken, () => null)).resolves.toBe('blocked');
    expect(fetchToken).not.toHaveBeenCalled();
  });
});

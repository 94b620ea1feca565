import { describe, expect, it, vi } from 'vitest';
import { isSafeExternalUrl, openInNewTab } from './open-in-new-tab';

describe('openInNewTab', () => {
  it('when the browser returns no window, then the pop-up was blocked', () => {
    expect(openInNewTab('https://apply.example.com', () => null)).toBe('blocked');
  });
  it('when a tab opens, then it is reported opened and its opener link is cut', () => {
    const tab = { opener: {} } as unknown as Window;
    const open = vi.fn(() => tab);
    expect(openInNewTab(' https://apply.example.com ', open)).toBe('opened');
    expect(open).toHaveBeenCalledWith('https://apply.example.com', '_blank');
    expect(tab.opener).toBeNull();
  });
  it('never opens a non-http address from settings', () => {
    const open = vi.fn(() => null);
    expect(openInNewTab('javascript:alert(1)', open)).toBe('invalid');
    expect(open).not.toHaveBeenCalled();
    expect(isSafeExternalUrl('')).toBe(false);
  });
});

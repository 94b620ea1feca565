import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_MARK_MS, useTransientMessage } from './use-transient-message';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTransientMessage', () => {
  it('when a message is shown then it stays for its time and is gone after it', () => {
    const { result } = renderHook(() => useTransientMessage<'sent' | 'failed'>(4000));
    expect(result.current.value).toBeNull();
    act(() => result.current.show('sent'));
    expect(result.current.value).toBe('sent');
    expect(result.current.shown).toBe(true);
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.value).toBe('sent');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBeNull();
    expect(result.current.shown).toBe(false);
  });

  it('when the same message is shown again then its time starts over', () => {
    const { result } = renderHook(() => useTransientMessage<true>(CHECK_MARK_MS));
    act(() => result.current.show(true));
    act(() => vi.advanceTimersByTime(CHECK_MARK_MS - 1000));
    act(() => result.current.show(true));
    act(() => vi.advanceTimersByTime(CHECK_MARK_MS - 1));
    expect(result.current.shown).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.shown).toBe(false);
  });

  it('when it is hidden then it goes at once and its timer does not fire later', () => {
    const { result } = renderHook(() => useTransientMessage<string>(5000));
    act(() => result.current.show('deleted'));
    act(() => result.current.hide());
    expect(result.current.value).toBeNull();
    act(() => result.current.show('failed'));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.value).toBe('failed');
  });

  it('when the component goes away then no timer is left behind', () => {
    const { result, unmount } = renderHook(() => useTransientMessage<true>(CHECK_MARK_MS));
    act(() => result.current.show(true));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

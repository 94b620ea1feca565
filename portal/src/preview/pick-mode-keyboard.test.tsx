import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApplicationOptions } from '@/settings/settings-store';
import { startPickMode, type PickMode } from './pick-mode';

const HOVER = 'studio-preview-pick-hover';
const press = (key: string) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

let mode: PickMode | null = null;
beforeEach(() => {
  setApplicationOptions({
    gassySettings: { shared: {}, english: { 'accountHistory.heading': 'Pick me first', 'access.noSsoUrl': 'Then me' } },
    institutionOptions: {},
  });
  document.body.innerHTML = '<main><h1>Pick me first</h1><p>Not a setting</p><p>Then me</p></main>';
});
afterEach(() => {
  mode?.stop();
  document.body.innerHTML = '';
});

describe('pick mode from the keyboard', () => {
  it('when arrow keys are pressed, then the highlight moves through the elements that show a setting; Enter picks', () => {
    const onPick = vi.fn();
    const root = document.querySelector('main') as Element;
    mode = startPickMode(root, onPick);
    const [heading, , then] = root.querySelectorAll('h1, p');
    press('ArrowDown');
    expect(heading).toHaveClass(HOVER);
    press('ArrowDown');
    expect(then).toHaveClass(HOVER);
    expect(heading).not.toHaveClass(HOVER);
    press('ArrowDown');
    expect(heading).toHaveClass(HOVER);
    press('ArrowUp');
    expect(then).toHaveClass(HOVER);
    press('Enter');
    expect(onPick).toHaveBeenCalledWith(['access.noSsoUrl']);
  });

  it('when pick mode stops, then the arrow keys and Enter are the page’s again', () => {
    const onPick = vi.fn();
    mode = startPickMode(document.querySelector('main') as Element, onPick);
    mode.stop();
    mode = null;
    press('ArrowDown');
    press('Enter');
    expect(document.querySelector(`.${HOVER}`)).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { useLeavePageWarning } from './use-leave-page-warning';

afterEach(() => resetShellState());

function Page() {
  useLeavePageWarning();
  return <p>page</p>;
}

/** Fires what a reload or a closing tab fires; true when the page asked the browser to confirm. */
function leave(): { asked: boolean; returnValue: unknown } {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  // jsdom's Event has the old boolean returnValue; a browser's BeforeUnloadEvent keeps the text.
  Object.defineProperty(event, 'returnValue', { value: '', writable: true });
  window.dispatchEvent(event);
  return { asked: event.defaultPrevented, returnValue: event.returnValue };
}

describe('leave-page warning (accounts §4, access §2)', () => {
  it('with shell.useLeavePageWarningOption on, leaving asks the browser to confirm with the setting text; unmounted it stops', () => {
    const { unmount } = renderShell([{ path: 'p', element: <Page /> }], '/p', {
      settings: { 'shell.useLeavePageWarningOption': 'true' },
    });
    expect(leave()).toEqual({
      asked: true,
      returnValue:
        'Leaving this page will lose any entered information and require you to log in again. Are you sure you want to exit?',
    });
    unmount();
    expect(leave().asked).toBe(false);
  });

  it('off (the default), leaving is not held up', () => {
    renderShell([{ path: 'p', element: <Page /> }], '/p');
    expect(leave().asked).toBe(false);
  });
});

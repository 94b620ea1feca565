import type { WidgetProps } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { CaptchaWidget } from './captcha-widget';

// Neither the proof-of-work worker nor Google's script runs in jsdom: the loaders are stood in for, and the
// tests check which one the setting picks and what reaches the form.
const render = vi.fn();
vi.mock('./load-recaptcha', () => ({ loadRecaptcha: () => Promise.resolve({ render }) }));
const altchaLoaded = vi.fn();
vi.mock('./load-altcha', () => ({ loadAltcha: () => (altchaLoaded(), Promise.resolve()) }));

// The global registry the ALTCHA build keeps its texts in, per language.
const altchaTexts = new Map<string, Record<string, string>>([
  ['en', { label: "I'm not a robot", error: 'Verification failed. Try again later.' }],
]);
Object.assign(globalThis, {
  $altcha: {
    i18n: {
      get: (l: string) => altchaTexts.get(l),
      set: (l: string, v: Record<string, string>) => altchaTexts.set(l, v),
    },
  },
});

afterEach(() => {
  resetShellState();
  vi.clearAllMocks();
});

function setup(settings: Record<string, string>, rawErrors?: string[]) {
  const onChange = vi.fn();
  const props = { id: 'root_captcha', onChange, rawErrors } as unknown as WidgetProps;
  renderShell([{ path: 'm', element: <CaptchaWidget {...props} /> }], '/m', { settings });
  return onChange;
}

describe('captcha widget', () => {
  it('is the self-hosted ALTCHA by default: its widget asks the sandbox for a challenge, and a verified solution is the value', async () => {
    const onChange = setup({});
    const group = screen.getByRole('group', { name: 'Verification' });
    await waitFor(() => expect(group.querySelector('altcha-widget')).not.toBeNull());
    const widget = group.querySelector('altcha-widget')!;
    expect(widget.getAttribute('challenge')).toBe('/api/Captcha/Challenge');
    expect(render).not.toHaveBeenCalled();
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'c29sdmVk' } }));
    expect(onChange).toHaveBeenLastCalledWith('c29sdmVk');
    // An expired solution empties the field again, so 'Must Complete Captcha' shows on the next send.
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired' } }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("the ALTCHA widget's texts come from settings: checkbox, verifying, verified, and the footer sanitized", async () => {
    setup({
      'messages.captchaCheckboxText': 'I am a person',
      'messages.captchaVerifyingText': 'Checking…',
      'messages.captchaVerifiedText': 'Checked',
      'messages.captchaFooter': 'Guarded by <a href="https://example.com/" target="_blank" onclick="alert(1)">us</a>',
    });
    const group = screen.getByRole('group', { name: 'Verification' });
    await waitFor(() => expect(group.querySelector('altcha-widget')).not.toBeNull());
    const language = group.querySelector('altcha-widget')!.getAttribute('language')!;
    expect(altchaTexts.get(language)).toEqual({
      label: 'I am a person',
      verifying: 'Checking…',
      verified: 'Checked',
      footer: 'Guarded by <a href="https://example.com/" target="_blank" rel="noopener noreferrer">us</a>',
      // What settings do not name keeps the widget's own English.
      error: 'Verification failed. Try again later.',
    });
  });

  it("is reCAPTCHA with the lender's site key when messages.captchaProvider says so; its token is the value", async () => {
    const onChange = setup({ 'messages.captchaProvider': 'reCAPTCHA', 'messages.captchaSiteKey': 'site-key-1' });
    await waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    expect(altchaLoaded).not.toHaveBeenCalled();
    const [container, options] = render.mock.calls[0] as [
      HTMLElement,
      { sitekey: string; callback: (t: string) => void; 'expired-callback': () => void },
    ];
    expect(container).toBe(screen.getByRole('group', { name: 'Verification' }));
    expect(options.sitekey).toBe('site-key-1');
    options.callback('google-token');
    expect(onChange).toHaveBeenLastCalledWith('google-token');
    options['expired-callback']();
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('with its error the group is focusable, invalid and described by the message (spec §5 "Must Complete Captcha")', () => {
    setup({}, ['Must Complete Captcha']);
    const group = screen.getByRole('group', { name: 'Verification' });
    expect(group).toHaveAttribute('tabindex', '-1');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-describedby', 'root_captcha__error');
    group.focus();
    expect(group).toHaveFocus();
  });
});

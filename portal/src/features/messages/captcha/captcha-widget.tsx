/**
 * rjsf widget of the messages form's captcha (spec §5: 'Must Complete Captcha'). The value is the solution
 * sent as ReCaptchaCode: the ALTCHA widget's base64 payload (default, self-hosted proof of work against
 * GET /api/Captcha/Challenge), or a reCAPTCHA token when messages.captchaProvider is 'recaptcha'.
 * The widget code is loaded only when the form shows; an expired or failed solution clears the value.
 * The group takes focus (tabIndex -1) and carries its error like an input (aria-invalid, aria-describedby).
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_CHALLENGE_PATH } from '@/api/messages/message-types';
import type { SettingsReader } from '@schemas/settings/reader';
import { inputAria } from '@/forms/input-aria';
import { useSettings } from '@/settings/use-settings';
import { sanitizeRichText } from '@/ui/rich-text';
import { loadAltcha } from './load-altcha';
import { loadRecaptcha } from './load-recaptcha';

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** The language code the portal registers its ALTCHA texts under (the widget's `language` attribute picks it). */
const ALTCHA_LANGUAGE = 'x-portal';

interface AltchaTexts {
  i18n: {
    get(language: string): Record<string, string> | undefined;
    set(language: string, texts: Record<string, string>): void;
  };
}

/** The widget's texts from settings, over its own English for the texts settings do not name. */
function registerAltchaTexts(settings: SettingsReader): void {
  const registry = (globalThis as unknown as { $altcha: AltchaTexts }).$altcha.i18n;
  registry.set(ALTCHA_LANGUAGE, {
    ...registry.get('en'),
    label: settings.text('messages.captchaCheckboxText'),
    verifying: settings.text('messages.captchaVerifyingText'),
    verified: settings.text('messages.captchaVerifiedText'),
    // The widget puts its footer in as HTML: only sanitized settings HTML goes there.
    footer: sanitizeRichText(settings.text('messages.captchaFooter')),
  });
}

/** The captcha field. */
export function CaptchaWidget({ id, onChange, rawErrors }: WidgetProps) {
  const settings = useSettings();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const provider =
    settings.text('messages.captchaProvider').trim().toLowerCase() === 'recaptcha' ? 'recaptcha' : 'altcha';
  const siteKey = settings.text('messages.captchaSiteKey');
  // rjsf hands a new onChange on every render; the widget listens once.
  const change = useRef(onChange);
  useEffect(() => void (change.current = onChange));

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let cancelled = false;
    const set = (value: string | undefined) => change.current(value);
    if (provider === 'recaptcha') {
      loadRecaptcha()
        .then(
          (g) =>
            !cancelled &&
            g.render(container, { sitekey: siteKey, callback: set, 'expired-callback': () => set(undefined) }),
        )
        .catch(() => !cancelled && setFailed(true));
    } else {
      loadAltcha()
        .then(() => {
          if (cancelled) return;
          registerAltchaTexts(settings);
          const widget = document.createElement('altcha-widget');
          widget.setAttribute('language', ALTCHA_LANGUAGE);
          widget.setAttribute('challenge', CAPTCHA_CHALLENGE_PATH);
          widget.setAttribute('name', `${id}-payload`);
          widget.addEventListener('statechange', (event) => {
            const { state, payload } = (event as StateChange).detail;
            set(state === 'verified' ? payload : undefined);
          });
          container.replaceChildren(widget);
        })
        .catch(() => !cancelled && setFailed(true));
    }
    return () => {
      cancelled = true;
      container.replaceChildren();
    };
  }, [provider, siteKey, id, settings]);

  return (
    // Focusable and described by its message: a refused Send focuses the first invalid field, and here
    // that reads 'Must Complete Captcha' with the group (WCAG 3.3.1).
    <div
      id={id}
      className="captcha-widget"
      ref={host}
      role="group"
      tabIndex={-1}
      aria-label={settings.text('messages.captchaLabel')}
      {...inputAria(id, rawErrors, false)}
    >
      {failed ? <p className="form-field__error">{settings.text('messages.sendError')}</p> : null}
    </div>
  );
}

/**
 * Google reCAPTCHA for lenders who choose it (messages.captchaProvider 'recaptcha', decision 165): the
 * script comes from Google, so the lender's CSP must allow www.google.com and www.gstatic.com (decision 236).
 */
interface Grecaptcha {
  render: (
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
}

declare global {
  var grecaptcha: Grecaptcha | undefined;
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once and resolves with `grecaptcha` once it is ready. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const callback = `portalRecaptchaReady${Date.now()}`;
    (globalThis as Record<string, unknown>)[callback] = () =>
      globalThis.grecaptcha ? resolve(globalThis.grecaptcha) : reject(new Error('reCAPTCHA missing'));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=${callback}&render=explicit`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

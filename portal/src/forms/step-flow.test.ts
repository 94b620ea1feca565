import { describe, expect, it } from 'vitest';
import { canOpen, completeStep, editStep, isDone, openStep, previousStep, startFlow, type StepFlow } from './step-flow';

/**
 * The payment screen's five steps (payments spec "Steps in order"). A card method is valid once its
 * details are entered; a wallet choice is a valid method at once ("Wallet choices emit a valid method
 * immediately"), so it goes straight to frequency.
 */
interface PaymentFlow {
  selectAccount: string;
  getMethod: { kind: 'card' | 'ach' | 'wallet'; id: string; cardNumber?: string };
  getFrequency: 'once' | 'monthly';
  getAmount: number;
  makePayment: true;
}

const payment: StepFlow<PaymentFlow> = {
  steps: ['selectAccount', 'getMethod', 'getFrequency', 'getAmount', 'makePayment'],
  isValid: (step, d) => {
    if (step === 'getMethod')
      return d.getMethod !== undefined && (d.getMethod.kind !== 'card' || Boolean(d.getMethod.cardNumber));
    if (step === 'getAmount') return (d.getAmount ?? 0) > 0;
    return d[step] !== undefined;
  },
  resetsLater: true,
};

const card = { kind: 'card', id: 'new', cardNumber: '4111111111111111' } as const;
const wallet = { kind: 'wallet', id: 'GooglePay' } as const;

/** selectAccount → getMethod (card) → frequency → amount: revealed up to makePayment. */
function paymentUpToSubmit() {
  let s = startFlow(payment);
  s = completeStep(payment, s, 'selectAccount', '7001');
  s = completeStep(payment, s, 'getMethod', card);
  s = completeStep(payment, s, 'getFrequency', 'once');
  return completeStep(payment, s, 'getAmount', 125);
}

describe('step flow, payment shape (resets later steps)', () => {
  it('each valid choice reveals the next step; the guard opens a step only when every earlier one is done', () => {
    let s = startFlow(payment);
    expect(s.current).toBe('selectAccount');
    expect(canOpen(payment, s, 'getMethod')).toBe(false);
    s = completeStep(payment, s, 'selectAccount', '7001');
    expect(s.current).toBe('getMethod');
    expect(canOpen(payment, s, 'getMethod')).toBe(true);
    expect(canOpen(payment, s, 'getFrequency')).toBe(false);
    expect(openStep(payment, s, 'getAmount')).toBe(s);
    expect(paymentUpToSubmit().current).toBe('makePayment');
  });

  it('invalid input keeps the user on the current step', () => {
    let s = completeStep(payment, paymentUpToSubmit(), 'getAmount', 0);
    expect(s.current).toBe('getAmount');
    expect(canOpen(payment, s, 'makePayment')).toBe(false);
    s = completeStep(payment, s, 'getAmount', 50);
    expect(s.current).toBe('makePayment');
  });

  it('a change to step 2 (getMethod) clears steps 3-5 and goes back to getMethod', () => {
    const s = editStep(payment, paymentUpToSubmit(), 'getMethod', { kind: 'ach', id: 'checking' });
    expect(s.current).toBe('getMethod');
    expect(s.data).toEqual({ selectAccount: '7001', getMethod: { kind: 'ach', id: 'checking' } });
    expect(s.confirmed).toEqual(['selectAccount', 'getMethod']);
    expect(canOpen(payment, s, 'getFrequency')).toBe(true);
    expect(canOpen(payment, s, 'getAmount')).toBe(false);
  });

  it('the same value again resets nothing', () => {
    const before = paymentUpToSubmit();
    const s = editStep(payment, before, 'getFrequency', 'once');
    expect(s.data).toEqual(before.data);
    expect(s.current).toBe('makePayment');
  });

  it('a wallet goes straight to frequency; a card without its number stays on getMethod', () => {
    const chosen = completeStep(payment, startFlow(payment), 'selectAccount', '7001');
    expect(completeStep(payment, chosen, 'getMethod', wallet).current).toBe('getFrequency');
    const cardOnly = completeStep(payment, chosen, 'getMethod', { kind: 'card', id: 'new' });
    expect(cardOnly.current).toBe('getMethod');
    expect(canOpen(payment, cardOnly, 'getFrequency')).toBe(false);
  });
});

/** Registration's shape: data kept when going back; e-mail verification only while the address is not verified. */
interface RegistrationFlow {
  personalInfo: { email?: string; lastName?: string };
  emailVerification: string;
  security: { answer?: string };
  logonInfo: { logonName?: string };
}

const registration: StepFlow<RegistrationFlow> = {
  steps: ['personalInfo', 'emailVerification', 'security', 'logonInfo'],
  isValid: (step, d) => {
    if (step === 'personalInfo') return Boolean(d.personalInfo?.email && d.personalInfo.lastName);
    if (step === 'emailVerification') return d.emailVerification === d.personalInfo?.email;
    if (step === 'security') return Boolean(d.security?.answer);
    return true;
  },
  isSkipped: (step, d) =>
    step === 'emailVerification' && d.emailVerification !== undefined && d.emailVerification === d.personalInfo?.email,
  resetsLater: false,
};

const emily = { email: 'emily@example.com', lastName: 'Chen' };

describe('step flow, registration shape (keeps later data)', () => {
  it('personalInfo → emailVerification → security → logonInfo; a verified address drops the verification step', () => {
    let s = completeStep(registration, startFlow(registration), 'personalInfo', emily);
    expect(s.current).toBe('emailVerification');
    expect(canOpen(registration, s, 'security')).toBe(false);
    s = completeStep(registration, s, 'emailVerification', emily.email);
    expect(s.current).toBe('security');
    expect(previousStep(registration, s.data, 'security')).toBe('personalInfo');
    s = completeStep(registration, s, 'security', { answer: 'Rover' });
    expect(s.current).toBe('logonInfo');
  });

  it('a step skipped from the start (no e-mail code verification) neither blocks nor is visited', () => {
    const noVerification: StepFlow<RegistrationFlow> = {
      ...registration,
      isSkipped: (step) => step === 'emailVerification',
    };
    const s = completeStep(noVerification, startFlow(noVerification), 'personalInfo', emily);
    expect(s.current).toBe('security');
    expect(canOpen(noVerification, s, 'emailVerification')).toBe(false);
    expect(canOpen(noVerification, s, 'security')).toBe(true);
  });

  it('data made invalid again closes the later steps; made valid again, they open', () => {
    let s = completeStep(registration, startFlow(registration), 'personalInfo', emily);
    s = completeStep(registration, s, 'emailVerification', emily.email);
    s = completeStep(registration, s, 'security', { answer: 'Rover' });
    s = openStep(registration, s, 'personalInfo');
    s = editStep(registration, s, 'personalInfo', { email: emily.email });
    expect(isDone(registration, s, 'personalInfo')).toBe(false);
    expect(canOpen(registration, s, 'security')).toBe(false);
    expect(canOpen(registration, s, 'logonInfo')).toBe(false);
    expect(s.data.security).toEqual({ answer: 'Rover' });
    s = editStep(registration, s, 'personalInfo', emily);
    expect(canOpen(registration, s, 'logonInfo')).toBe(true);
  });

  it('a new e-mail address brings the verification step back and closes security', () => {
    let s = completeStep(registration, startFlow(registration), 'personalInfo', emily);
    s = completeStep(registration, s, 'emailVerification', emily.email);
    s = editStep(registration, s, 'personalInfo', { ...emily, email: 'other@example.com' });
    expect(canOpen(registration, s, 'emailVerification')).toBe(true);
    expect(canOpen(registration, s, 'security')).toBe(false);
  });

  it('a valid section that was never confirmed does not open the next one', () => {
    const s = editStep(registration, startFlow(registration), 'personalInfo', emily);
    expect(canOpen(registration, s, 'emailVerification')).toBe(false);
  });
});

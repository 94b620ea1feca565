import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactCompilerPlugin } from './react-compiler-plugin.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const include = /[\\/]portal[\\/]src[\\/]features[\\/]payments[\\/]/;

/** The page and every step it renders: they were memo()-wrapped before the compiler (decision 386). */
const paymentScreen = [
  'make-payment/make-payment-page.tsx',
  'make-payment/account-selector.tsx',
  'make-payment/fee-banner.tsx',
  'make-payment/ach-texts.tsx',
  'scheduled/payment-lists.tsx',
  'method/payment-type-section.tsx',
  'frequency/frequency-step.tsx',
  'amount/amount-step.tsx',
  'amount/total-summary.tsx',
].map((f) => `${root}portal/src/features/payments/${f}`);

async function compile(file: string, onSkipped?: (file: string, reason: string) => void) {
  const plugin = reactCompilerPlugin({ include, onSkipped });
  const transform = plugin.transform as (code: string, id: string) => Promise<TransformResult | undefined>;
  return transform(readFileSync(file, 'utf8'), file);
}

// Babel compiles a dozen files: seconds on a busy 2-core machine, more than the 5 s default.
describe('React Compiler on the payment screen', { timeout: 30_000 }, () => {
  it('when the payment screen is built then the page and each step are compiled, none skipped', async () => {
    const skipped: string[] = [];
    for (const file of paymentScreen) {
      const out = await compile(file, (f, reason) => skipped.push(`${f}: ${reason}`));
      expect(out?.code, file).toContain('react/compiler-runtime');
    }
    expect(skipped).toEqual([]);
  });

  it('when a file is outside the payments feature or a test then it is left as it is', async () => {
    const file = `${root}portal/src/features/auth/login-form.tsx`;
    expect(await compile(file)).toBeUndefined();
    expect(await compile(`${root}portal/src/features/payments/amount/amount-step.test.tsx`)).toBeUndefined();
  });
});

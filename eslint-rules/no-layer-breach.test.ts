import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noLayerBreach } from './no-layer-breach.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);
const breach = { messageId: 'breach' as const };

tester.run('portal-layers/no-layer-breach', noLayerBreach, {
  valid: [
    { filename: at('portal/src/app/router.tsx'), code: "import { SsoLanding } from '@/features/sso/sso-landing';" },
    {
      filename: at('portal/src/features/auth/login-page.tsx'),
      code: "import { useSessionStore } from '@/session/session-store';",
    },
    { filename: at('portal/src/features/auth/login-page.tsx'), code: "import { LoginForm } from './login-form';" },
    {
      filename: at('portal/src/features/auth/login-page.tsx'),
      code: "const V = () => import('./login-process/login-process-view');",
    },
    {
      filename: at('portal/src/features/auth/login-process/use-step.ts'),
      code: "import { loginErrorView } from '../login-errors';",
    },
    { filename: at('portal/src/session/logout-service.ts'), code: "import { queryClient } from '@/api/query-client';" },
    { filename: at('portal/src/forms/schema-form.tsx'), code: "import { Modal } from '@/ui/modal';" },
    { filename: at('portal/src/ui/modal.tsx'), code: "import { useSettings } from '@/settings/use-settings';" },
    {
      filename: at('portal/src/features/auth/login-page.test.tsx'),
      code: "import { renderShell } from '@/testing/render-shell';",
    },
    {
      filename: at('portal/src/testing/render-shell.tsx'),
      code: "import { DialogHost } from '@/app/dialogs/dialog-host';",
    },
    {
      filename: at('portal/src/features/auth/login-page.tsx'),
      code: "import { useQuery } from '@tanstack/react-query';",
    },
  ],
  invalid: [
    // feature → another feature, by alias, by relative path, re-exported and loaded lazily
    {
      filename: at('portal/src/features/sso/sso-landing.tsx'),
      code: "import { x } from '@/features/auth/login-page';",
      errors: [breach],
    },
    {
      filename: at('portal/src/features/sso/sso-landing.tsx'),
      code: "import { x } from '../auth/login-page';",
      errors: [breach],
    },
    {
      filename: at('portal/src/features/sso/sso-landing.tsx'),
      code: "export { x } from '../auth/login-page';",
      errors: [breach],
    },
    {
      filename: at('portal/src/features/sso/sso-landing.tsx'),
      code: "const P = () => import('@/features/auth/login-page');",
      errors: [breach],
    },
    {
      filename: at('portal/src/features/auth/login-process/use-step.ts'),
      code: "import { x } from '../../recovery/use-recovery';",
      errors: [breach],
    },
    // feature → app
    {
      filename: at('portal/src/features/auth/login-page.tsx'),
      code: "import { DialogHost } from '@/app/dialogs/dialog-host';",
      errors: [breach],
    },
    {
      filename: at('portal/src/features/auth/login-page.tsx'),
      code: "import type { RouteHandle } from '../../app/route-handle';",
      errors: [breach],
    },
    // lower layers importing upward
    {
      filename: at('portal/src/session/logout-service.ts'),
      code: "import { x } from '@/features/auth/login-page';",
      errors: [breach],
    },
    {
      filename: at('portal/src/session/logout-service.ts'),
      code: "import { x } from '../app/router';",
      errors: [breach],
    },
    {
      filename: at('portal/src/api/api-client.ts'),
      code: "import { useSessionStore } from '@/session/session-store';",
      errors: [breach],
    },
    {
      filename: at('portal/src/ui/modal.tsx'),
      code: "import { Field } from '../forms/templates/field-template';",
      errors: [breach],
    },
    {
      filename: at('portal/src/settings/settings-store.ts'),
      code: "import { apiClient } from '@/api/api-client';",
      errors: [breach],
    },
    {
      filename: at('schemas/src/rules/payment-amount.ts'),
      code: "import { x } from '../../../portal/src/ui/modal';",
      errors: [breach],
    },
    // production code importing a test harness
    {
      filename: at('portal/src/features/auth/login-page.tsx'),
      code: "import { renderShell } from '@/testing/render-shell';",
      errors: [breach],
    },
  ],
});

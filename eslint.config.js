// Lint without type information: TypeScript 7 (native) has no JS API, and type-aware rules would
// tie the lint path to the compiler's JS API. See docs/decisions/002-toolchain.md.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portalLayers from './eslint-rules/no-layer-breach.js';

/** Shared code flows one way: app → features → session → api/forms/ui/settings/mobile → schemas (decision 130). */
const layerRule = (patterns) => ['error', { patterns }];

/**
 * The sandbox's layers, top to bottom: the app (create-app, main, listen) → routes and http (edge
 * code) → use-cases → store; scenarios seed a store through use-cases and store. Below each layer,
 * nothing imports the layers above it. The globs match relative paths ('../../http/x.ts') too.
 * Tests (`*.test.ts`, `*-test-kit.ts`) may reach any layer for their kits. See docs/decisions/110-sandbox-layers.md.
 */
const sandboxApp = ['**/create-app.ts', '**/main.ts', '**/listen.ts', '**/testing/**'];
const sandboxAbove = {
  app: { group: sandboxApp, message: 'Only the app (create-app, main) and tests wire the sandbox together.' },
  routes: {
    group: ['**/routes/**'],
    message: 'Routes are the top layer: lift what is shared into use-cases or store.',
  },
  http: {
    group: ['**/http/**'],
    message: 'http/ is edge code for create-app and routes; lift what is shared below (errors/, store/).',
  },
  scenarios: {
    group: ['**/scenarios/**'],
    message: "Seeding is the app's business: the store is handed a StoreSeed by create-app.",
  },
  useCases: { group: ['**/use-cases/**'], message: 'The store does not call use cases.' },
  store: {
    group: ['**/store/**', '**/app-context.ts'],
    message: 'Base modules (errors, logging, config, clock) stay below the store.',
  },
};
const sandboxLayer = (files, above) => ({
  files,
  ignores: ['**/*.test.ts', '**/*-test-kit.ts'],
  rules: { 'no-restricted-imports': layerRule(above.map((name) => sandboxAbove[name])) },
});

// A settings key comes typed from where it is declared (screen bindings, key tables) or is checked with
// `reader.has()`; a cast would let a typo reach run time (docs/decisions/136-typed-screens.md).
const noSettingKeyCast = {
  selector:
    "TSAsExpression > TSTypeReference[typeName.name='SettingKey'], TSAsExpression > TSArrayType > TSTypeReference[typeName.name='SettingKey']",
  message: "No 'as SettingKey': type the key where it is declared, or check a computed one with reader.has().",
};

// The portal's and the studio's calls are typed by the contract's paths: the path picks the body and the answer,
// so a call never names its own answer type (docs/decisions/375-typed-wire.md, 401-studio-typed-wire.md).
const typedWire = {
  selector:
    "CallExpression[callee.object.name='api'][callee.property.name=/^(get|post|put|delete)$/][typeArguments], CallExpression[callee.name='studioApi'][typeArguments]",
  message:
    'No type argument on an api or studioApi call: the answer type comes from the contract path (@contract/api-types).',
};

/**
 * The sandbox reads a request body as the contract types it (decision 404): `contractBody<'/api/…'>(req)` or
 * `contractForm` from server-mock/http/read-body.ts, the one module that touches `req.body`. No raw `req.body`, no
 * untyped `bodyOf`, and no cast of a body or of a body's field.
 */
const typedBodies = [
  {
    selector:
      "MemberExpression[property.name='body'][object.name=/^(req|request)$/], VariableDeclarator[init.name=/^(req|request)$/] > ObjectPattern > Property[key.name='body']",
    message: "Read a request body with contractBody<'/api/…'>(req) from http/read-body.ts: typed by the contract.",
  },
  {
    selector: "CallExpression[callee.name='bodyOf']",
    message: "An untyped body: read it with contractBody<'/api/…'>(req), typed by the contract's request body.",
  },
  {
    selector:
      "TSAsExpression > CallExpression.expression[callee.name=/^(bodyOf|contractBody|contractForm)$/], TSAsExpression[expression.name='body'], TSAsExpression > MemberExpression.expression[object.name='body'], TSAsExpression > CallExpression.expression[arguments.0.name='body']",
    message: 'No cast of a request body or its fields: the contract types them (change schemas/api if it is wrong).',
  },
];

/** No hand-written error banner: ErrorBanner (`@/ui/error-banner`, `@studio/ui/error-banner`) or a LiveMessage. */
const oneErrorBanner = [
  {
    selector: "JSXAttribute[name.name='role'][value.value='alert']",
    message:
      'An error message is an ErrorBanner from ui/error-banner (or a LiveMessage with `alert`), not role="alert".',
  },
  {
    selector: 'Literal[value=/banner--error/], TemplateElement[value.raw=/banner--error/]',
    message:
      "Draw an error banner with ErrorBanner, or ERROR_BANNER_CLASS for a LiveMessage (from '@/ui/error-banner').",
  },
  {
    selector: "Literal[value='/myaccount/dashboard']",
    message: "The dashboard's path is DASHBOARD_PATH from '@/ui/route-paths'.",
  },
  // One dialog button (docs/decisions/381-one-dialog-button.md): a Modal's actions are DialogButtons.
  {
    selector: "JSXAttribute[name.name='actions'] JSXOpeningElement[name.name=/^(button|BusyButton)$/]",
    message: "A dialog's action is a DialogButton from '@/ui/dialog-button' (primary, busy, autoFocusFirst).",
  },
  {
    selector: 'Literal[value=/portal-dialog__button/], TemplateElement[value.raw=/portal-dialog__button/]',
    message: "The dialog button's look is DialogButton's, from '@/ui/dialog-button'.",
  },
];

/**
 * One host-date formatter (decision 361): dates, date-times, money and rates are written by
 * schemas/src/rules/host-format.ts in the borrower's language, not by date-fns' `format` or Intl by hand.
 */
const oneDateFormatter = [
  {
    selector:
      'ImportDeclaration[source.value=/^date-fns/] > ImportSpecifier[imported.name=/^(format|lightFormat|intlFormat)$/]',
    message: "Write a host date with dateText or dateTimeText from '@schemas/rules/host-format' (decision 361).",
  },
  {
    selector:
      "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/], CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
    message:
      "Dates, money and rates are written by '@schemas/rules/host-format' in the borrower's language (decision 361).",
  },
];
/** The modules that own a date or number format: the formatter itself, calendar days, the spec's document date. */
const dateFormatHomes = [
  'schemas/src/rules/host-format.ts',
  'schemas/src/rules/money.ts',
  'schemas/src/rules/calendar.ts',
  'schemas/src/rules/ach-cutoff.ts',
  'schemas/src/rules/document-date.ts',
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.data', 'test-results', 'playwright-report', '**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // import() types stay allowed: ambient `declare module` blocks for virtual modules need them.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      // Biome formats code at 120 (decision 308); this holds comments to it too. A line holding a string,
      // template or regular expression literal or a URL may run longer: a message is one searchable text.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noSettingKeyCast, typedWire] },
  },
  {
    // One error banner per front end (docs/decisions/380-one-way-per-ui-concern.md): its markup lives in ui/.
    files: ['settings-studio/src/**/*.{ts,tsx}'],
    ignores: ['settings-studio/src/ui/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noSettingKeyCast, typedWire, ...oneErrorBanner] },
  },
  {
    // The portal: one error banner (outside ui/ and the rjsf templates) and one date formatter (everywhere).
    files: ['portal/src/**/*.{ts,tsx}'],
    ignores: ['portal/src/ui/**', 'portal/src/forms/templates/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noSettingKeyCast, typedWire, ...oneErrorBanner, ...oneDateFormatter] },
  },
  {
    files: ['portal/src/ui/**/*.{ts,tsx}', 'portal/src/forms/templates/**/*.{ts,tsx}', 'schemas/src/**/*.ts'],
    ignores: [...dateFormatHomes, '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noSettingKeyCast, typedWire, ...oneDateFormatter] },
  },
  {
    // The studio's /studio/api is outside the contract and is typed in its own change; tests send any body.
    files: ['server-mock/{routes,http}/**/*.ts'],
    ignores: ['server-mock/http/read-body.ts', 'server-mock/routes/studio/**', '**/*.test.ts', '**/*-test-kit.ts'],
    rules: { 'no-restricted-syntax': ['error', noSettingKeyCast, typedWire, ...typedBodies] },
  },
  {
    // Playwright fixtures that need no other fixture take `({}, use)` by design.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['portal/src/**/*.{ts,tsx}', 'settings-studio/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // One rule for every layer, alias and relative imports alike: the map is eslint-rules/portal-layers.js,
    // drawn in docs/decisions/130-portal-layers.md.
    files: ['portal/src/**/*.{ts,tsx}', 'schemas/src/**/*.ts'],
    plugins: { 'portal-layers': portalLayers },
    rules: { 'portal-layers/no-layer-breach': 'error' },
  },
  {
    files: ['schemas/src/**/*.ts'],
    rules: {
      'no-restricted-imports': layerRule([
        {
          group: ['@/*', '@studio/*', 'react', 'react-dom'],
          message: 'schemas/src is plain TypeScript shared by every part.',
        },
      ]),
    },
  },
  sandboxLayer(['server-mock/{routes,http}/**/*.ts'], ['app']),
  sandboxLayer(['server-mock/scenarios/**/*.ts'], ['app', 'routes', 'http']),
  sandboxLayer(['server-mock/use-cases/**/*.ts'], ['app', 'routes', 'http', 'scenarios']),
  sandboxLayer(['server-mock/store/**/*.ts'], ['app', 'routes', 'http', 'scenarios', 'useCases']),
  sandboxLayer(
    ['server-mock/{errors,logging,config}/**/*.ts', 'server-mock/sandbox-clock.ts'],
    ['app', 'routes', 'http', 'scenarios', 'useCases', 'store'],
  ),
);

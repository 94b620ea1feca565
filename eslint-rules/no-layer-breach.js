// ESLint rule `portal-layers/no-layer-breach`: fails on any import that breaks the portal's layers
// (a feature importing another feature or app/, a lower layer importing upward, production code
// importing a test harness), for `@/` alias and relative imports alike, static or dynamic.
// The layer map lives in portal-layers.js; docs/decisions/130-portal-layers.md draws it.
import path from 'node:path';
import { layerBreach, resolveImport } from './portal-layers.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** @type {import('eslint').Rule.RuleModule} */
export const noLayerBreach = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports follow the portal layers: app → features → session → api/forms/ui/settings/mobile → schemas.',
    },
    schema: [],
    messages: { breach: '{{reason}} (docs/decisions/130-portal-layers.md).' },
  },
  create(context) {
    const file = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value);
      const reason = target && layerBreach(file, target);
      if (reason) context.report({ node: source, messageId: 'breach', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

/** The local plugin, registered in eslint.config.js. */
export default { meta: { name: 'portal-layers' }, rules: { 'no-layer-breach': noLayerBreach } };

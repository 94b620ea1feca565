/** Types of no-layer-breach.js for its test. */
import type { Rule } from 'eslint';
export declare const noLayerBreach: Rule.RuleModule;
declare const plugin: { meta: { name: string }; rules: Record<string, Rule.RuleModule> };
export default plugin;

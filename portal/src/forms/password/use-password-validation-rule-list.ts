import { passwordMaximumLength, passwordMode, type PasswordPolicy } from '@schemas/rules/password-policy';
import { usePasswordValidationRulesQuery } from '@/api/credentials/get-password-validation-rules';
import { useSettings } from '@/settings/use-settings';
import { useMemo } from 'react';

/** The password policy in force and whether the rule list is shown. */
export interface PasswordRuleList {
  policy: PasswordPolicy;
  /** True when the rule-list widget shows each rule as met or unmet (`rules` mode). */
  showRuleList: boolean;
  /** False while the server-driven rules are still loading (a form may wait before validating). */
  ready: boolean;
}

/**
 * `usePasswordValidationRuleList` (spec §5): the mode from customer credentials and
 * `access.usePasswordValidationRuleList`; in `rules` mode the server's rules (cached) and its minimum
 * length, else the institution's PasswordMinimumLength. `maximumLength` overrides the 12/128 limit
 * (activation: 127, "under 128").
 */
export function usePasswordValidationRuleList(options: { maximumLength?: number } = {}): PasswordRuleList {
  const reader = useSettings();
  const institution = reader.institution;
  const mode = passwordMode(institution.UsesCustomerCredentials, reader.flag('access.usePasswordValidationRuleList'));
  const query = usePasswordValidationRulesQuery(mode === 'rules');
  const served = query.data;
  const maximumLength = options.maximumLength ?? passwordMaximumLength(institution.UsesCustomerCredentials);
  const policy = useMemo<PasswordPolicy>(
    () => ({
      mode,
      // The server's minimum wins when it sends one; the institution option is the fallback (default 8).
      minimumLength:
        mode === 'rules' && served && served.MinimumLength > 0
          ? served.MinimumLength
          : institution.PasswordMinimumLength,
      maximumLength,
      rules: mode === 'rules' ? (served?.PasswordValidationRules ?? []) : [],
    }),
    [mode, served, institution.PasswordMinimumLength, maximumLength],
  );
  return { policy, showRuleList: mode === 'rules', ready: mode === 'legacy' || !query.isPending };
}

import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';

/**
 * A payment form's problems (field → the setting key of its message, as the ACH and card rules name them) as
 * SchemaForm's `validate` returns them: field → its text.
 */
export function problemMessages(
  problems: Partial<Record<string, SettingKey>>,
  settings: Pick<SettingsReader, 'text'>,
): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const [field, key] of Object.entries(problems)) if (key) messages[field] = [settings.text(key)];
  return messages;
}

/** The key the editor opens, in one shape shared by the key editor and each stored key's field. */
import type { SettingFormat, SettingKind } from '@schemas/settings/types';
import type { DraftScope } from '@studio/api/save-draft-value';

/** The key being edited, setting or institution option, in one shape. */
export interface EditedKey {
  scope: DraftScope;
  key: string;
  kind: SettingKind;
  /** `url`: a web address (settings only). */
  format?: SettingFormat;
  default: string;
  description: string;
  /** Where it shows (settings only). */
  screens: string[];
  /** A text's catalogue default in other languages (`{ es: '…' }`). */
  translations?: Record<string, string>;
}

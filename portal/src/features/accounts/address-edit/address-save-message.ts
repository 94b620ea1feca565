/**
 * Which message an address save shows (accounts spec §4 "Address form", §8 Address save): a refused
 * save shows the server's first error (the ZipCityNoMatch code reads as its text); a failed call, or a
 * refusal without a readable message, the generic save error.
 */
import type { SettingsReader } from '@schemas/settings/reader';

/** The first server message as the user reads it. */
export function addressSaveError(
  errors: readonly { ErrorMessage: string }[] | undefined,
  settings: SettingsReader,
): string {
  const first = errors?.[0]?.ErrorMessage?.trim() ?? '';
  if (first === 'ZipCityNoMatch' || first === settings.text('address.cityNotInZip'))
    return settings.text('address.cityNotInZip');
  // 'Error' and bare codes without spaces are not sentences a borrower can act on.
  if (first === '' || !/\s/.test(first)) return settings.text('address.saveError');
  return first;
}

/**
 * Which message an address save shows (accounts spec §4 "Address form", §8 Address save): a refused
 * save shows the server's first error (the ZipCityNoMatch code reads as its text); a failed call, or a
 * refusal without a readable message, the generic save error.
 */
import type { SettingsReader } from '@schemas/settings/reader';

/** A message of the address form: its text, and whether the host wrote it (then it is English, decision 364). */
export interface AddressMessage {
  text: string;
  fromHost: boolean;
}

/** The portal's own message. */
export const ownMessage = (text: string): AddressMessage => ({ text, fromHost: false });

/** The first server message as the user reads it. */
export function addressSaveError(
  errors: readonly { ErrorMessage: string }[] | undefined,
  settings: SettingsReader,
): AddressMessage {
  const first = errors?.[0]?.ErrorMessage?.trim() ?? '';
  if (first === 'ZipCityNoMatch' || first === settings.text('address.cityNotInZip'))
    return ownMessage(settings.text('address.cityNotInZip'));
  // 'Error' and bare codes without spaces are not sentences a borrower can act on.
  if (first === '' || !/\s/.test(first)) return ownMessage(settings.text('address.saveError'));
  return { text: first, fromHost: true };
}

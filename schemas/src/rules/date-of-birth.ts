/**
 * Date of birth (access spec: registration and recovery step 1): a real day, not in the future and not
 * more than 110 years back. One rule for both portal forms.
 */
import { addYears, fromUsDate, type IsoDay } from './calendar';

/** The spec's past range of a date of birth, in years. */
export const DATE_OF_BIRTH_YEARS = 110;

/** True when `day` is today or earlier and no earlier than the same date 110 years ago. */
export function isDateOfBirthInRange(day: IsoDay, today: IsoDay): boolean {
  return day <= today && day >= addYears(today, -DATE_OF_BIRTH_YEARS);
}

/** The masked input (MM/DD/YYYY) checked by the rule; false for partial or unreal dates. */
export function isValidUsDateOfBirth(text: string, today: IsoDay): boolean {
  const day = fromUsDate(text);
  return day !== undefined && isDateOfBirthInRange(day, today);
}

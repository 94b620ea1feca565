/**
 * Document and ACH authorization dates (accounts spec §9: "Document date format 'M/d/yy, h:mm:ss'"),
 * in the viewer's local time, and the ACH authorization title (§2 "ACH authorizations screen").
 */
import { format, isValid, parseISO } from 'date-fns';

/** The spec's document date pattern (date-fns tokens; no AM/PM, as the spec writes it). */
export const DOCUMENT_DATE_FORMAT = 'M/d/yy, h:mm:ss';

/** Formats a server date-time; an unreadable value is shown as it came. */
export function formatDocumentDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, DOCUMENT_DATE_FORMAT) : value;
}

/**
 * 'Recurring ACH Authorization {loan account} {creation date}': the template comes from the catalogue
 * (documents.achAuthorizationTitle, placeholders {account} and {date}).
 */
export function achAuthorizationTitle(template: string, loanAccountNumber: string, creationDate: string): string {
  return template.replaceAll('{account}', loanAccountNumber).replaceAll('{date}', formatDocumentDate(creationDate));
}

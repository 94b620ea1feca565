/**
 * POST /api/AccountHistory/RetrieveDownloadToken (accounts spec §7), then the file is opened with
 * GET /api/AccountHistory/DownloadAccountHistory?token= in a new tab. The token is single-use and
 * short-lived, so it is the only secret that ever appears in a URL (never the user token).
 */
import { mutationOptions } from '@tanstack/react-query';
import { api, baseURL } from '../api-client';

/** Download formats (spec §3): Csv 0, Pdf 1. */
export const HistoryDownloadType = { Csv: 0, Pdf: 1 } as const;

/** What the token call sends. */
export interface HistoryDownloadInput {
  AccountNumber: string;
  DaysOfHistory: number;
  DownloadType: 0 | 1;
  /** The borrower's language for the file's headings and dates; left out for English (decision 363). */
  Language?: string;
}

/** Asks for a download token (the answer is the token as text, or as a JSON string). */
export async function retrieveHistoryDownloadToken(input: HistoryDownloadInput): Promise<string> {
  const { data } = await api.post('AccountHistory/RetrieveDownloadToken', input);
  const token = typeof data === 'string' ? data.trim() : '';
  if (token === '') throw new Error('No download token');
  return token;
}

/** The address of the file behind a token. */
export function historyDownloadAddress(token: string): string {
  return `${baseURL}AccountHistory/DownloadAccountHistory?token=${encodeURIComponent(token)}`;
}

/** Mutation options: each press asks for a fresh single-use token (not retried). */
export const historyDownloadTokenMutation = () =>
  mutationOptions({
    mutationKey: ['accounts', 'historyDownloadToken'] as const,
    mutationFn: retrieveHistoryDownloadToken,
    retry: false,
  });

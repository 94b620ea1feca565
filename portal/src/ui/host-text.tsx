/**
 * Words the host wrote and the portal shows as they came (a refusal's `ErrorMessage`, accounts spec §8): the
 * host writes English, so in a page in another language they are marked `lang="en"` and a screen reader reads
 * them in English (decision 364). In an English page nothing is added.
 */
import type { ReactNode } from 'react';
import { useLanguage } from '@/settings/language';

/** Props of {@link HostText}. */
export interface HostTextProps {
  /** The element drawn: a list item in a list of messages, else a span. */
  as?: 'span' | 'li';
  children: ReactNode;
}

/** The host's words, marked as English inside a page in another language. */
export function HostText({ as: Element = 'span', children }: HostTextProps) {
  const language = useLanguage();
  return <Element lang={language === 'en' ? undefined : 'en'}>{children}</Element>;
}

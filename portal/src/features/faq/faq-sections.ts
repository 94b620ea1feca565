/** The FAQ sections in display order (accounts spec §2 "FAQ page": General is shown first), with their keys. */
import type { SettingKey } from '@schemas/settings/generated/setting-key';

/** One FAQ section's catalogue keys. */
export interface FaqSection {
  id: 'general' | 'security' | 'account' | 'rates' | 'holidays';
  title: SettingKey;
  content: SettingKey;
  hidden: SettingKey;
}

/** General first, then the spec's order: Security, Account, Rates, Holidays. */
export const faqSections: readonly FaqSection[] = [
  { id: 'general', title: 'faq.generalTitle', content: 'faq.generalContent', hidden: 'faq.generalHidden' },
  { id: 'security', title: 'faq.securityTitle', content: 'faq.securityContent', hidden: 'faq.securityHidden' },
  { id: 'account', title: 'faq.accountTitle', content: 'faq.accountContent', hidden: 'faq.accountHidden' },
  { id: 'rates', title: 'faq.ratesTitle', content: 'faq.ratesContent', hidden: 'faq.ratesHidden' },
  { id: 'holidays', title: 'faq.holidaysTitle', content: 'faq.holidaysContent', hidden: 'faq.holidaysHidden' },
];

/**
 * FAQ (routes faq and homeFaq, accounts spec §2 "FAQ page"): a heading, a sidebar (desktop) or a menu
 * (phone) with the sections, General first, each section's rich text from settings (sanitized), each
 * section hideable. One section shows at a time.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '@/settings/use-settings';
import { PageHeading } from '@/ui/page-heading';
import { PublicPageTop } from '@/ui/public-page-top';
import { RichText } from '@/ui/rich-text';
import { faqSections, type FaqSection } from './faq-sections';
import './faq-page.css';

/** The FAQ page. */
export function FaqPage() {
  const settings = useSettings();
  const loggedOut = useLocation().pathname.startsWith('/home/');
  const shown = faqSections.filter((s) => !settings.flag(s.hidden));
  const [picked, setPicked] = useState<FaqSection['id'] | null>(null);
  const active = shown.find((s) => s.id === picked) ?? shown[0];
  const menuId = useId();

  return (
    <div className={loggedOut ? 'page faq-page faq-page--public' : 'page faq-page'}>
      <PublicPageTop loggedOut={loggedOut} backLabel={settings.text('shell.backToLoginText')} />
      <PageHeading>{settings.text('faq.heading')}</PageHeading>
      {active ? (
        <div className="faq-page__layout card">
          <nav className="faq-page__sidebar" aria-label={settings.text('faq.heading')}>
            <ul>
              {shown.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className="faq-page__tab"
                    aria-current={s.id === active.id ? 'true' : undefined}
                    onClick={() => setPicked(s.id)}
                  >
                    {settings.text(s.title)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="faq-page__menu">
            <label htmlFor={menuId} className="visually-hidden">
              {settings.text('faq.heading')}
            </label>
            <select id={menuId} value={active.id} onChange={(e) => setPicked(e.target.value as FaqSection['id'])}>
              {shown.map((s) => (
                <option key={s.id} value={s.id}>
                  {settings.text(s.title)}
                </option>
              ))}
            </select>
          </div>
          <section className="faq-page__content" aria-labelledby={`${menuId}-title`}>
            <h2 id={`${menuId}-title`}>{settings.text(active.title)}</h2>
            <RichText html={settings.text(active.content)} />
          </section>
        </div>
      ) : null}
    </div>
  );
}

export default FaqPage;

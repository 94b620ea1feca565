/**
 * The branch list beside the map (spec §2 "Branch locator"): the same branches in order, nearest first
 * after a search, usable without the map by keyboard and screen reader. Phones show as (xxx) xxx-xxxx
 * and dial with the +1 prefix (spec §9).
 */
import { formatPhone, digitsOnly } from '@schemas/rules/masks';
import type { Branch } from '@/api/locations/get-branches';
import { useSettings } from '@/settings/use-settings';

/** Props of {@link BranchList}. */
export interface BranchListProps {
  branches: readonly Branch[];
}

/** The list, one card per branch. */
export function BranchList({ branches }: BranchListProps) {
  const settings = useSettings();
  return (
    <ol className="branch-list" aria-label={settings.text('locations.listLabel')}>
      {branches.map((b, i) => {
        const phone = digitsOnly(b.PhoneNumber ?? '');
        return (
          <li key={`${b.BranchNumber ?? ''}-${b.BranchName}-${i}`} className="branch-list__item">
            <h2 className="branch-list__name">{b.BranchName}</h2>
            <p className="branch-list__address">
              {b.StreetAddress}
              {b.StreetAddress ? <br /> : null}
              {[b.City, [b.State, b.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            </p>
            {phone.length === 10 ? (
              <a className="branch-list__phone" href={`tel:+1${phone}`}>
                {formatPhone(phone)}
              </a>
            ) : null}
            {typeof b.Distance === 'number' ? (
              <p className="branch-list__distance">
                {settings.text('locations.distance', { n: b.Distance.toFixed(1) })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

import { AuditPage } from '@studio/features/audit/audit-page';

/** #/audit: the staff audit log (features/audit). */
export default function AuditRoute() {
  return <AuditPage />;
}

import { PendingPage } from './pending-page';

/** #/transfer: samples, import and export (features/transfer). */
export default function TransferRoute() {
  return <PendingPage title="Samples, import and export">Choosing a sample institution, import and export are not part of this build yet.</PendingPage>;
}

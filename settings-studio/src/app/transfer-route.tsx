import { TransferPage } from '@studio/features/transfer/transfer-page';

/** #/transfer: samples, import and export (features/transfer). */
export default function TransferRoute() {
  return <TransferPage />;
}

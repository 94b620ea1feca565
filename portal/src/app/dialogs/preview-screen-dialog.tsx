/**
 * The studio preview's dialog-only screens (preview-protocol.ts `previewDialogs`): each dialog as the portal
 * shows it, opened directly with the institution's own agreements (or one sample agreement when it defines
 * none for the trigger), so staff see their texts there without walking a borrower to it. Every button
 * closes the dialog; nothing is sent. A chunk of its own: only a preview frame loads it.
 */
import { useMemo } from 'react';
import type { PreviewDialogId } from '@schemas/studio/preview-protocol';
import {
  agreementHostNumberBase,
  agreementsFor,
  parseAgreementSlots,
  type AgreementSetup,
  type AgreementTrigger,
} from '@schemas/settings/agreement-setup';
import { AnnouncementModal, UpdateNowModal } from '@/features/auth/login-dialogs';
import { StatementAgreementDialog } from '@/features/accounts/e-statements/statement-dialogs';
import { AchTermsModal } from '@/features/payments/new-method/ach-terms-modal';
import { closeDialog } from '@/session/dialog-store';
import { AGREEMENT_SLOT_KEYS } from '@/settings/use-agreements-for';
import { useSettings } from '@/settings/use-settings';
import { AgreementReaderDialog } from '@/ui/agreement-reader-dialog';

/** Slot 1's agreement, named as the preview's stand-in, when the institution defines none for a trigger. */
const SAMPLE: AgreementSetup = {
  Url: '',
  Date: '',
  Name: 'Sample agreement',
  HostNum: agreementHostNumberBase,
  WhenToAgree: [],
  triggers: [],
};

/** The institution's agreements for `trigger`, else the sample. */
function useAgreements(trigger: AgreementTrigger | null): AgreementSetup[] {
  const settings = useSettings();
  const slots = AGREEMENT_SLOT_KEYS.map((key) => settings.text(key)).join('\n');
  return useMemo(() => {
    const all = parseAgreementSlots(slots.split('\n')).agreements;
    const chosen = trigger === null ? all : agreementsFor(all, trigger);
    return chosen.length > 0 ? chosen : [SAMPLE];
  }, [slots, trigger]);
}

const TRIGGER: Partial<Record<PreviewDialogId, AgreementTrigger>> = {
  achTerms: 'ach',
  eStatementAgreement: 'estatements',
};

/** Props: the dialog's id in the stack and the screen to show. */
export interface PreviewScreenDialogProps {
  id: number;
  screen: PreviewDialogId;
}

/** One dialog-only screen, closed by any of its buttons. */
export default function PreviewScreenDialog({ id, screen }: PreviewScreenDialogProps) {
  const agreements = useAgreements(TRIGGER[screen] ?? null);
  const close = () => closeDialog(id);
  switch (screen) {
    case 'announcement':
      return <AnnouncementModal onClose={close} />;
    case 'updateNow':
      return <UpdateNowModal onUpdate={close} />;
    case 'achTerms':
      return (
        <AchTermsModal agreements={agreements} busy={false} saveFailed={false} onAgree={close} onDisagree={close} />
      );
    case 'eStatementAgreement':
      return <StatementAgreementDialog agreements={agreements} onAgree={close} onCancel={close} />;
    case 'richTextAgreement':
      return <AgreementReaderDialog agreement={agreements[0]!} onAccept={close} onCancel={close} />;
  }
}

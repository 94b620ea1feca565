/**
 * The agreement shown before text opt-in (accounts spec §4 "Personal information", "Text subscription
 * modal"): the texting agreements from settings (trigger `texting`) as links and the catalogue's
 * agreement text. Agree posts their consent records; Disagree closes with no error.
 */
import { agreementTriggerCodes } from '@schemas/settings/agreement-setup';
import { useMutation } from '@tanstack/react-query';
import { logAgreementRecordsMutation } from '@/api/auth/log-agreement-records';
import { useSessionStore } from '@/session/session-store';
import { useAgreementsFor } from '@/settings/use-agreements-for';
import { useSettings } from '@/settings/use-settings';
import { Modal } from '@/ui/modal';
import { RichText } from '@/ui/rich-text';
import { DialogButton } from '@/ui/dialog-button';

/** What the dialog ends with: agreed (records posted), disagreed, or the records failed. */
export type TextAgreementOutcome = 'agreed' | 'disagreed' | 'failed';

/** Props of {@link TextAgreementDialog}. */
export interface TextAgreementDialogProps {
  onDone(outcome: TextAgreementOutcome): void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The dialog (350 px, must be answered). */
export function TextAgreementDialog({ onDone }: TextAgreementDialogProps) {
  const settings = useSettings();
  const token = useSessionStore((s) => s.token) ?? '';
  const userName = useSessionStore((s) => s.user?.username) ?? '';
  const agreements = useAgreementsFor('texting');
  const { mutateAsync, isPending: busy } = useMutation(logAgreementRecordsMutation());

  const agree = async () => {
    try {
      if (agreements.length > 0) {
        const today = localDay(new Date());
        const list = agreements.map((a) => ({
          AgreementType: a.HostNum,
          DateOfAgreement: today,
          NameOfTerms: a.Name,
          AccountNumber: null,
          IPAddress: null,
          WhenToAgree: agreementTriggerCodes.texting,
        }));
        await mutateAsync({ input: { UserName: userName, Records: list }, userToken: token });
      }
      onDone('agreed');
    } catch {
      onDone('failed');
    }
  };

  return (
    <Modal
      title={settings.text('profile.textAgreementTitle')}
      dismissable={false}
      actions={
        <>
          <DialogButton busy={busy} onClick={() => onDone('disagreed')}>
            {settings.text('profile.disagreeButton')}
          </DialogButton>
          <DialogButton primary autoFocusFirst busy={busy} onClick={() => void agree()}>
            {settings.text('profile.agreeButton')}
          </DialogButton>
        </>
      }
    >
      <RichText html={settings.text('profile.textAgreementText')} />
      {agreements.map((a) => (
        <p key={a.HostNum}>
          <a href={a.Url} target="_blank" rel="noopener noreferrer">
            {a.Name}
          </a>
        </p>
      ))}
    </Modal>
  );
}

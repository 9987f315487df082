import { useTranslation } from '../../../lib/i18n';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';

/** The shared inline confirm, worded for albums; `confirmText` says what the delete takes with it. */
export function ConfirmDelete({ armedLabel, ...props }: { label: string; armedLabel?: string; confirmText?: string; onConfirm: () => void; disabled?: boolean; testId?: string }) {
  const { t } = useTranslation('album');
  return <ConfirmButton {...props} armedLabel={armedLabel ?? t('confirmDelete')} className="link-btn album-danger" />;
}

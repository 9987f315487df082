import { useTranslation } from '../../../lib/i18n';
import { ConfirmButton as UiConfirmButton } from '../../../components/ui/ConfirmButton';

/** The shared inline confirm, worded for micro links. */
export function ConfirmButton(props: { label: string; onConfirm: () => void; disabled?: boolean; testId?: string }) {
  const { t } = useTranslation('links');
  return <UiConfirmButton {...props} armedLabel={t('actions.confirmAgain')} className="link-btn links-danger" />;
}

import { useTranslation } from '../../../lib/i18n';
import { ConfirmButton as UiConfirmButton } from '../../../components/ui/ConfirmButton';

/** The shared inline confirm, worded for card editing. */
export function ConfirmButton(props: { label: string; onConfirm: () => void; disabled?: boolean; testId?: string }) {
  const { t } = useTranslation('card');
  return <UiConfirmButton {...props} armedLabel={t('confirmAgain')} />;
}

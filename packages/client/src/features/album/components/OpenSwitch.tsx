import { Switch } from '../../../components/ui/Switch';
import { useTranslation } from '../../../lib/i18n';

/**
 * Whether visitors of the card see an album, on the shared Switch with its meaning spelled out. `compact` (a row of
 * the album list): the label is the state itself ("公开" / "不公开") and the hint is left out.
 */
export function OpenSwitch({
  checked,
  onChange,
  disabled,
  error,
  testId,
  compact,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  error?: string;
  testId?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('album');
  return (
    <Switch
      label={compact ? (checked ? t('open.on') : t('open.off')) : t('fields.isOpen')}
      hint={compact ? undefined : checked ? t('open.onHint') : t('open.offHint')}
      checked={checked}
      onChange={onChange}
      disabled={disabled}
      error={error}
      testId={testId}
    />
  );
}

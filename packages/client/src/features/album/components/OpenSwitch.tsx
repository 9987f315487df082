import { useTranslation } from '../../../lib/i18n';
import '../album.css';

/** Whether visitors of the card see an album: a real checkbox styled as a switch, with its meaning spelled out. */
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
    <div className={`field${error ? ' field-error' : ''}`}>
      <label className={`album-switch${compact ? ' album-switch-compact' : ''}`}>
        <span>
          {compact ? (checked ? t('open.on') : t('open.off')) : t('fields.isOpen')}
          {!compact && <small>{checked ? t('open.onHint') : t('open.offHint')}</small>}
        </span>
        <input type="checkbox" role="switch" checked={checked} disabled={disabled} data-testid={testId} onChange={(e) => onChange(e.target.checked)} />
      </label>
      {error && <p className="field-msg">{error}</p>}
    </div>
  );
}

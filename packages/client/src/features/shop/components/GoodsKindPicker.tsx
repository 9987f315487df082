import { useTranslation } from '../../../lib/i18n';

/** The shop's kind as two tabs: retail (goods shipped) or catering (packages used in the shop). */
export function GoodsKindPicker({ value, onChange }: { value: 'retail' | 'catering'; onChange: (k: 'retail' | 'catering') => void }) {
  const { t } = useTranslation('shopGoods');
  return (
    <div className="field">
      <span>{t('settings.kind')}</span>
      <div className="sg-tabs">
        {(['retail', 'catering'] as const).map((k) => (
          <button key={k} type="button" aria-pressed={value === k} onClick={() => onChange(k)} data-testid={`kind-${k}`}>{t(`kind.${k}`)}</button>
        ))}
      </div>
    </div>
  );
}

import { Tabs } from '../../../components/ui/Tabs';
import { useTranslation } from '../../../lib/i18n';

/** The shop's kind as two tabs: retail (goods shipped) or catering (packages used in the shop). */
export function GoodsKindPicker({ value, onChange }: { value: 'retail' | 'catering'; onChange: (k: 'retail' | 'catering') => void }) {
  const { t } = useTranslation('shopGoods');
  return (
    <div className="field">
      <span>{t('settings.kind')}</span>
      <Tabs
        variant="chips"
        label={t('settings.kind')}
        value={value}
        onChange={onChange}
        options={(['retail', 'catering'] as const).map((k) => ({ value: k, label: t(`kind.${k}`), testId: `kind-${k}` }))}
      />
    </div>
  );
}

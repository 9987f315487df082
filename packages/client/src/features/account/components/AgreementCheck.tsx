import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../config/paths';

const KEY = 'card.agreed';
/** Remembered for the tab, so coming back from reading the agreement keeps the tick. */
export const agreementStore = { get: () => sessionStorage.getItem(KEY) === '1', set: (v: boolean) => sessionStorage.setItem(KEY, v ? '1' : '0') };

export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation('account');
  return (
    <label className="agree">
      <input type="checkbox" name="agree" checked={checked} onChange={(e) => { agreementStore.set(e.target.checked); onChange(e.target.checked); }} />
      <span>{t('agreePrefix')}<Link to={paths.agreement}>{t('agreementLink')}</Link></span>
    </label>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../config/paths';

/**
 * Consent is given on the screen, each visit (issue 32: a box pre-ticked after logout is no consent under Chinese
 * rules). The only thing carried is a one-shot hand-off in memory for the trip to read the agreement and back: set
 * when the agreement link is tapped (the box as it was) or by 同意并返回, taken (and cleared) by the next login or
 * register form that opens. Nothing is stored, so a reload, a logout or a later visit starts unticked.
 */
let handOff = false;
export const agreementStore = {
  set: (v: boolean) => {
    handOff = v;
  },
};

/** The box of a login or register form: unticked unless handed back from the agreement; the hand-off is spent on mount. */
export function useAgreement() {
  const state = useState(() => handOff);
  // Cleared in an effect, not in the initialiser, which React may call twice (StrictMode) before the first paint.
  useEffect(() => {
    handOff = false;
  }, []);
  return state;
}
// Tabs that ran an older build kept the tick in sessionStorage for the whole tab: forget it.
try {
  sessionStorage.removeItem('card.agreed');
} catch {
  /* storage blocked: nothing was kept either */
}

export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation('account');
  return (
    <label className="agree">
      <input type="checkbox" name="agree" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {t('agreePrefix')}
        <Link to={paths.agreement} onClick={() => agreementStore.set(checked)}>
          {t('agreementLink')}
        </Link>
      </span>
    </label>
  );
}

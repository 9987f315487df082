import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A destructive link that asks once inline ("tap again to confirm") instead of a browser dialog, which
 * in-app browsers often block.
 */
export function ConfirmButton({ label, onConfirm, disabled, testId }: { label: string; onConfirm: () => void; disabled?: boolean; testId?: string }) {
  const { t } = useTranslation('card');
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), 4000);
    return () => clearTimeout(timer);
  }, [armed]);
  return (
    <button type="button" className="link-btn link-danger" disabled={disabled} data-testid={testId}
      onClick={() => { if (armed) { setArmed(false); onConfirm(); } else setArmed(true); }}>
      {armed ? t('confirmAgain') : label}
    </button>
  );
}

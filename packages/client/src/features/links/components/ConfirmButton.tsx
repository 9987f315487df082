import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A destructive action that asks once inline ("tap again") instead of a browser dialog, which in-app browsers
 * often block. It disarms itself after a few seconds so a stray tap later does not delete.
 */
export function ConfirmButton({ label, onConfirm, disabled, testId }: { label: string; onConfirm: () => void; disabled?: boolean; testId?: string }) {
  const { t } = useTranslation('links');
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), 4000);
    return () => clearTimeout(timer);
  }, [armed]);
  return (
    <button type="button" className="link-btn links-danger" disabled={disabled} data-testid={testId} aria-live="polite"
      onClick={() => { if (armed) { setArmed(false); onConfirm(); } else setArmed(true); }}>
      {armed ? t('actions.confirmAgain') : label}
    </button>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A delete that asks once inline ("tap again to delete", with what will go) instead of a browser dialog, which
 * in-app browsers often block. Disarms itself after a few seconds.
 */
export function ConfirmDelete({ label, armedLabel, confirmText, onConfirm, disabled, testId }: {
  label: string; armedLabel?: string; confirmText?: string; onConfirm: () => void; disabled?: boolean; testId?: string;
}) {
  const { t } = useTranslation('album');
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), 4000);
    return () => clearTimeout(timer);
  }, [armed]);
  return (
    <>
      <button type="button" className="link-btn album-danger" disabled={disabled} data-testid={testId}
        onClick={() => { if (armed) { setArmed(false); onConfirm(); } else setArmed(true); }}>
        {armed ? (armedLabel ?? t('confirmDelete')) : label}
      </button>
      {armed && confirmText && <p className="album-confirm" role="alert">{confirmText}</p>}
    </>
  );
}

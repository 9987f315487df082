import { useEffect, useState } from 'react';

interface Props {
  label: string;
  /** What the button says once armed ("tap again to confirm"). */
  armedLabel: string;
  /** Optional line shown while armed, e.g. what a delete takes with it. */
  confirmText?: string;
  onConfirm: () => void;
  disabled?: boolean;
  testId?: string;
  className?: string;
}

/**
 * A destructive action that asks once inline instead of a browser dialog, which in-app browsers often block.
 * It disarms itself after a few seconds, so a stray tap later does not delete.
 */
export function ConfirmButton({ label, armedLabel, confirmText, onConfirm, disabled, testId, className = 'link-btn link-danger' }: Props) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), 4000);
    return () => clearTimeout(timer);
  }, [armed]);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        data-testid={testId}
        aria-live="polite"
        onClick={() => {
          if (armed) {
            setArmed(false);
            onConfirm();
          } else setArmed(true);
        }}
      >
        {armed ? armedLabel : label}
      </button>
      {armed && confirmText && (
        <p className="confirm-text" role="alert">
          {confirmText}
        </p>
      )}
    </>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import './feedback.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A bottom sheet: our own dialog, because in-app browsers often block confirm() and alert(). The backdrop and
 * Escape close it; focus moves into it when it opens and back to where it was when it closes.
 */
export function Sheet({ open, title, onClose, children, testId }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop closes the sheet; keyboard users have Escape (above) and its close button
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the backdrop closes the sheet; keyboard users have Escape (above) and its close button
    <div
      className="sheet-layer"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="sheet-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={ref} data-testid={testId}>
        <h2 className="sheet-heading" id={titleId}>
          {title}
        </h2>
        {children}
        <button type="button" className="btn btn-ghost sheet-close" onClick={onClose} data-testid="sheet-close">
          {t('close')}
        </button>
      </div>
    </div>
  );
}

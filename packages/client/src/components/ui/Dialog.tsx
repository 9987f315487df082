import { Sheet } from './Sheet';
import { Button } from './Button';
import { useTranslation } from '../../lib/i18n';

interface Props {
  open: boolean;
  title: string;
  /** Exactly what the action does or takes with it (MOBILE-UX: destructive actions say what will go). */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** A destructive action: the confirm button is drawn in the danger colour. */
  danger?: boolean;
  busy?: boolean;
  testId?: string;
}

/**
 * A confirmation asked in our own sheet, never confirm(), which in-app browsers often block. Cancel is the sheet's
 * own close button, so the safe choice is always the one at the bottom.
 */
export function Dialog({ open, title, message, confirmLabel, onConfirm, onClose, danger, busy, testId = 'dialog' }: Props) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} title={title} onClose={onClose} testId={testId}>
      <p className="dialog-message">{message}</p>
      <Button type="button" variant={danger ? 'danger' : 'primary'} className="dialog-confirm" disabled={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
        {busy ? t('saving') : confirmLabel}
      </Button>
    </Sheet>
  );
}

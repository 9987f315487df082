import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useCleanupPreview } from '../settings-api';

/**
 * One-key cleanup asks first, in our own sheet (in-app browsers block confirm()), and says exactly what will be
 * deleted, counted by the server just now. Nothing to delete, or no run left today: it says so and offers no button.
 */
export function CleanupSheet({ open, onClose, onConfirm, pending }: { open: boolean; onClose: () => void; onConfirm: () => void; pending: boolean }) {
  const { t } = useTranslation('usercentre');
  const preview = useCleanupPreview(open);
  const p = preview.data;
  const nothing = p && p.readMessages + p.visits === 0;
  const spent = p && p.usedToday >= p.limit;
  return (
    <Sheet open={open} title={t('settings.confirmTitle')} onClose={onClose} testId="cleanup-sheet">
      {!p ? (
        <Skeleton rows={2} />
      ) : spent ? (
        <p className="field-msg" role="alert" data-testid="cleanup-limit">
          {t('settings.limitReached', { limit: p.limit })}
        </p>
      ) : (
        <>
          <p data-testid="cleanup-what">{nothing ? t('settings.nothingToClean') : t('settings.willDelete', { messages: p.readMessages, visits: p.visits })}</p>
          <p className="muted">{t('settings.keeps', { used: p.usedToday, limit: p.limit })}</p>
          {!nothing && (
            <Button variant="danger" onClick={onConfirm} disabled={pending} data-testid="cleanup-confirm">
              {t('settings.confirmButton')}
            </Button>
          )}
        </>
      )}
    </Sheet>
  );
}

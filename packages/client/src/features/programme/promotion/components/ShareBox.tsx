import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { Picture } from '../../../../components/ui/Picture';

/**
 * The caller's promotion link and its QR code (drawn by the server), to long-press and save or copy. Sharing earns
 * nothing by itself: the note under it says rewards come only from what the people who register do.
 */
export function ShareBox({ shareUrl, qrDataUrl, testId }: { shareUrl: string; qrDataUrl: string; testId: string }) {
  const { t } = useTranslation('programmePromotion');
  const copy = () => {
    if (navigator.clipboard?.writeText)
      void navigator.clipboard.writeText(shareUrl).then(
        () => toast.info(t('share.copied')),
        () => toast.info(shareUrl),
      );
    else toast.info(shareUrl);
  };
  return (
    <div className="pm-share" data-testid={testId}>
      <Picture width={168} height={168} src={qrDataUrl} alt={t('share.qrAlt')} data-testid={`${testId}-qr`} />
      <p className="pm-link" data-testid={`${testId}-link`}>
        {shareUrl}
      </p>
      <Button type="button" variant="ghost" onClick={copy} data-testid={`${testId}-copy`}>
        {t('share.copy')}
      </Button>
      <p className="pm-note">{t('share.note')}</p>
    </div>
  );
}

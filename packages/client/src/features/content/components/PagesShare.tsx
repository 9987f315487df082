import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { usePageShare } from '../api-pages';
import { Picture } from '../../../components/ui/Picture';

/** A published page's public link (copy, open) and its QR code. */
export function PagesShare({ id }: { id: string }) {
  const { t } = useTranslation('contentPages');
  const q = usePageShare(id, true);
  if (!q.data) return null;
  const s = q.data;
  return (
    <section className="pages-share" aria-label={t('share.title')}>
      <h2 className="section-title">{t('share.title')}</h2>
      <p className="pages-link" data-testid="pages-public-url">
        {s.publicUrl}
      </p>
      <div className="pages-actions">
        <button type="button" className="btn btn-ghost" onClick={() => void navigator.clipboard?.writeText(s.publicUrl).then(() => toast.info(t('share.copied')))}>
          {t('share.copy')}
        </button>
        <a className="btn btn-ghost" href={s.publicUrl} data-testid="pages-open-public">
          {t('share.open')}
        </a>
      </div>
      <Picture width={180} height={180} className="pages-qr" alt={t('share.qr')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(s.qrSvg)}`} />
    </section>
  );
}

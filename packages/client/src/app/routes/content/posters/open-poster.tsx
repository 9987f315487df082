import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { usePoster, useRedrawPoster } from '../../../../features/content/api-posters';
import '../../../../features/content/content-posters.css';
import { Picture } from '../../../../components/ui/Picture';

/**
 * /sqwll/openPoster?recordId: a generated poster full width, to keep: a long press saves it on a phone (inside the
 * messaging app too), the button downloads the PNG (its public file URL, so no session is needed for it).
 */
export default function OpenPosterRoute() {
  const { t } = useTranslation('contentPosters');
  const recordId = useSearchParams()[0].get('recordId') ?? '';
  const q = usePoster(recordId);
  const redraw = useRedrawPoster();
  const title = t('titles.open');
  if (!recordId || q.data === null)
    return (
      <Page title={title} backTo={paths.posterRecords}>
        <p className="result muted" data-testid="poster-missing">
          {t('open.missing')}
        </p>
      </Page>
    );
  if (q.isError)
    return (
      <Page title={title} backTo={paths.posterRecords}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.posterRecords}>
        <Loading />
      </Page>
    );
  const p = q.data;
  return (
    <Page title={title} backTo={paths.posterRecords}>
      <div className="poster-open">
        <Picture eager src={p.url} alt={t('open.alt', { name: p.data.name })} width={p.width} height={p.height} data-testid="poster-image" />
        <p className="muted">{t('open.longPress')}</p>
      </div>
      <div className="poster-actions">
        <a className="btn btn-primary" href={p.url} download={`poster-${p.recordId}.png`} data-testid="poster-save">
          {t('open.save')}
        </a>
        <Button
          type="button"
          variant="ghost"
          disabled={redraw.isPending}
          data-testid="poster-redraw"
          onClick={() => redraw.mutate(p.recordId, { onSuccess: () => toast.info(t('open.redrawn')) })}
        >
          {redraw.isPending ? t('preview.generating') : t('open.redraw')}
        </Button>
      </div>
    </Page>
  );
}

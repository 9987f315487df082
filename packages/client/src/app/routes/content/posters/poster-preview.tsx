import { useNavigate, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useGeneratePoster, usePosterMaterials, usePresetPoster } from '../../../../features/content/api-posters';
import { ModuleName } from '../../../../features/content/components/PostersParts';
import '../../../../features/content/content-posters.css';
import { Picture } from '../../../../components/ui/Picture';

/** /poster/preview?materialId&moduleId: one template large; generate a poster from it, or make it the module's preset. */
export default function PosterPreviewRoute() {
  const { t } = useTranslation('contentPosters');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const materialId = params.get('materialId') ?? '';
  const moduleId = Number(params.get('moduleId') ?? 0) || 0;
  // The grid's first pages are usually cached already; the template is found among them.
  const q = usePosterMaterials('', '', moduleId);
  const generate = useGeneratePoster();
  const preset = usePresetPoster();
  const title = t('titles.preview');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.posters}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.posters}>
        <Loading />
      </Page>
    );
  const m = rowsOf(q.data).find((x) => x.materialId === materialId);
  if (!m && q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
  if (!m) {
    return (
      <Page title={title} backTo={paths.posters}>
        {q.hasNextPage ? (
          <Loading />
        ) : (
          <p className="result muted" data-testid="poster-missing">
            {t('preview.missing')}
          </p>
        )}
      </Page>
    );
  }
  return (
    <Page title={title} backTo={paths.posters}>
      <div className="poster-preview">
        <Picture width={215} height={344} eager src={m.backgroundUrl} alt={m.title} data-testid="poster-preview-image" />
        <strong>{m.title}</strong>
        <p className="muted">
          {t('preview.hint')} · <ModuleName id={moduleId} />
        </p>
      </div>
      <div className="poster-actions">
        <Button
          type="button"
          data-testid="poster-generate"
          disabled={generate.isPending}
          onClick={() => generate.mutate({ materialId: m.materialId, moduleId }, { onSuccess: (r) => navigate(paths.openPosterOf(r.recordId)) })}
        >
          {generate.isPending ? t('preview.generating') : t('preview.generate')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={preset.isPending}
          data-testid="poster-preset"
          onClick={() => preset.mutate({ materialId: m.materialId, moduleId }, { onSuccess: () => toast.info(t('preview.presetDone')) })}
        >
          {t('preview.preset')}
        </Button>
      </div>
    </Page>
  );
}

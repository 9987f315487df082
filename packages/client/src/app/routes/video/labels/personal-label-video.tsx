import '../../../../features/video/video-labels.css';
import { useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useCardLabelVideos, useLabelInfo } from '../../../../features/video/api-labels';
import { LabelsVideoGrid } from '../../../../features/video/components/LabelsVideoGrid';

/** /microvideo/personalLabelVideo/:phoneIdEcr/:labelId: a card's videos of one label (`0`: mine, in any state). */
export default function PersonalLabelVideoRoute() {
  const { phoneIdEcr = '0', labelId = '' } = useParams();
  const { t } = useTranslation('videoLabels');
  const info = useLabelInfo(phoneIdEcr, labelId);
  const q = useCardLabelVideos(phoneIdEcr, labelId);
  const err = info.error ?? q.error;
  if (err)
    return (
      <Page title={t('titles.personalLabelVideo')}>
        <p className="result muted" data-testid="vlb-card-error">
          {err.message}
        </p>
      </Page>
    );
  if (!info.data)
    return (
      <Page title={t('titles.personalLabelVideo')}>
        <Loading />
      </Page>
    );
  const items = rowsOf(q.data);
  return (
    <Page title={info.data.name}>
      <p className="muted" data-testid="vlb-card-count">
        {t('manage.videos', { count: info.data.videoCount })}
      </p>
      <LabelsVideoGrid items={items} href={(v) => paths.shortVideo(v.id)} testId="vlb-card-videos" />
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

import '../../../../features/video/video-labels.css';
import { useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useFollowLabel, useLabelFeed } from '../../../../features/video/api-labels';
import { LabelsVideoGrid } from '../../../../features/video/components/LabelsVideoGrid';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /microvideo/labelVideo/:labelId: a topic's shared videos, newest first, with a follow button; a video opens the player. */
export default function LabelVideoRoute() {
  const { labelId = '' } = useParams();
  const { t } = useTranslation('videoLabels');
  const q = useLabelFeed(labelId);
  const follow = useFollowLabel();
  const first = q.data?.pages[0];
  const label = first?.label;
  const title = label?.name ?? t('titles.labelVideo');
  if (q.isError)
    return (
      <Page title={t('titles.labelVideo')}>
        <p className="result muted" data-testid="vlb-feed-error">
          {q.error.message}
        </p>
      </Page>
    );
  if (!label)
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  const items = rowsOf(q.data);
  return (
    <Page title={title}>
      <div className="vlb-head">
        <span data-testid="vlb-followers">{t('feed.followers', { count: label.followers })}</span>
        <button
          type="button"
          className={label.following ? 'btn btn-ghost' : 'btn btn-primary'}
          disabled={follow.isPending}
          aria-pressed={label.following}
          data-testid="vlb-follow"
          onClick={() =>
            follow.mutate(
              { labelId, on: !label.following },
              {
                onSuccess: (r) => toast.info(t(r.following ? 'done.followed' : 'done.unfollowed')),
              },
            )
          }
        >
          {label.following ? t('feed.following') : t('feed.follow')}
        </button>
      </div>
      {items.length === 0 && <EmptyState icon={Clapperboard} title={t('feed.empty')} hint={t('feed.emptyHint')} testId="vlb-feed-empty" />}
      <LabelsVideoGrid items={items} href={(v) => paths.shortVideo(v.id)} testId="vlb-feed" />
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

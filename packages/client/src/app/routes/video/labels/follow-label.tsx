import '../../../../features/video/video-labels.css';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useFollowedFeed, useFollowedLabels } from '../../../../features/video/api-labels';
import { LabelsVideoGrid } from '../../../../features/video/components/LabelsVideoGrid';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Chips } from '../../../../components/ui/Chips';

/** /microvideo/followlabel: the labels I follow (each opens its feed) and their videos together, newest shared first. */
export default function FollowLabelRoute() {
  const { t } = useTranslation('videoLabels');
  const labels = useFollowedLabels();
  const feed = useFollowedFeed(true);
  const title = t('titles.followLabel');
  if (!labels.data)
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  const list = rowsOf(labels.data);
  const items = rowsOf(feed.data);
  return (
    <Page
      title={title}
      actions={
        <Link className="vlb-topbar-link" to={paths.moreNavigator}>
          {t('nav.more')}
        </Link>
      }
    >
      <Chips wrap testId="vlb-followed-labels" items={list.map((l) => ({ key: l.id, label: l.name, to: paths.labelVideo(l.id) }))} />
      {list.length === 0 && (
        <EmptyState
          icon={Clapperboard}
          title={t('nav.noFollowed')}
          hint={t('nav.noFollowedHint')}
          action={{ label: t('nav.noFollowedAction'), to: paths.searchLabel, testId: 'vlb-followed-empty-action' }}
          testId="vlb-followed-empty"
        />
      )}
      <LabelsVideoGrid items={items} href={(v) => paths.shortVideo(v.id)} testId="vlb-followed-feed" />
      <LoadMore hasMore={Boolean(feed.hasNextPage)} loading={feed.isFetchingNextPage} onMore={() => void feed.fetchNextPage()} />
    </Page>
  );
}

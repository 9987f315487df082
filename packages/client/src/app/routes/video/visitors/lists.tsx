import '../../../../features/video/video-visitors.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useCardVideos, useCollections, useDiscover, useVideoSearch } from '../../../../features/video/api-visitors';
import { VisitorsGrid } from '../../../../features/video/components/VisitorsGrid';
import { playerOf } from './short-video';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

function Tabs() {
  const { t } = useTranslation('videoVisitors');
  return (
    <nav className="vv-tabs">
      <Link className="btn btn-ghost" to={paths.videoSearch} data-testid="vv-to-search">
        {t('list.search')}
      </Link>
      <Link className="btn btn-ghost" to={paths.popVideoCollect} data-testid="vv-to-collections">
        {t('list.collections')}
      </Link>
    </nav>
  );
}

/** /microvideo/discover: the shared videos of everyone, newest shared first, with "load more". */
export default function DiscoverRoute() {
  const { t } = useTranslation('videoVisitors');
  const q = useDiscover();
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.discover')}>
      <Tabs />
      {!q.data ? <Loading /> : rows.length === 0 && <EmptyState icon={Clapperboard} title={t('list.empty')} hint={t('list.emptyHint')} testId="vv-empty" />}
      <VisitorsGrid items={rows} href={(v) => playerOf(v.id)} testId="vv-discover" />
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

/** /microvideo/searchVideo: shared videos by a word of their title. */
export function VideoSearchRoute() {
  const { t } = useTranslation('videoVisitors');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const q = useVideoSearch(keyword);
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.search')} backTo={paths.discover}>
      <form
        className="form"
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
        }}
      >
        <div className="field">
          <label htmlFor="vv-keyword">{t('list.keyword')}</label>
          <input id="vv-keyword" type="search" value={draft} maxLength={LIMITS.video.searchKeywordMax} onChange={(e) => setDraft(e.target.value)} data-testid="vv-search-input" />
        </div>
        <button type="submit" className="btn" data-testid="vv-search-submit">
          {t('list.search')}
        </button>
      </form>
      {keyword && q.data && rows.length === 0 && <EmptyState icon={Clapperboard} title={t('list.noMatch')} hint={t('list.noMatchHint')} testId="vv-empty" />}
      <VisitorsGrid items={rows} href={(v) => playerOf(v.id)} testId="vv-search-results" />
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

/** /microvideo/card/:phoneIdEcr: a card's visible videos (choiceness, pinned, then the owner's order). */
export function CardVideosRoute() {
  const { t } = useTranslation('videoVisitors');
  const { phoneIdEcr = '' } = useParams();
  const q = useCardVideos(phoneIdEcr);
  const rows = rowsOf(q.data);
  if (q.isError)
    return (
      <Page title={t('titles.cardVideos')} backTo={paths.discover}>
        <p className="result muted" data-testid="vv-missing">
          {q.error.message}
        </p>
      </Page>
    );
  return (
    <Page title={t('titles.cardVideos')} backTo={paths.card(phoneIdEcr)}>
      {!q.data ? <Loading /> : rows.length === 0 && <EmptyState icon={Clapperboard} title={t('list.empty')} hint={t('list.emptyHint')} testId="vv-empty" />}
      <VisitorsGrid items={rows} href={(v) => playerOf(v.id, phoneIdEcr)} testId="vv-card-videos" />
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

/** /microvideo/popVideoCollect: my collected videos still shown, latest collected first. */
export function CollectionsRoute() {
  const { t } = useTranslation('videoVisitors');
  const q = useCollections();
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.collections')} backTo={paths.discover}>
      {!q.data ? <Loading /> : rows.length === 0 && <EmptyState icon={Clapperboard} title={t('list.noCollections')} hint={t('list.noCollectionsHint')} testId="vv-empty" />}
      <VisitorsGrid items={rows} href={(v) => playerOf(v.id)} testId="vv-collections" />
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

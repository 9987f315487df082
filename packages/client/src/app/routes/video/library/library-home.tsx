import '../../../../features/video/video-library.css';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { VideoState } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useDraftStatistics, useMyVideos, useRowsPerLine, useSearchMyVideos, useSetRows } from '../../../../features/video/api-library';
import { LibraryVideoTile } from '../../../../features/video/components/LibraryVideoTile';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Tabs } from '../../../../components/ui/Tabs';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** Every owner screen of the micro video area, for the "更多" navigator (some parts' screens land while others work). */
const MORE: [string, string][] = [
  ['newVideo', paths.newVideo],
  ['uploadList', paths.uploadList],
  ['editMaterial', paths.editMaterial],
  ['premium', '/microvideo/premium'],
  ['manageVideo', paths.manageVideo],
  ['sortVideo', paths.sortVideo],
  ['draftsVideo', paths.draftsVideo],
  ['manageLabels', paths.manageLabels],
  ['manageClassify', paths.manageClassify],
  ['moreNavigator', paths.moreNavigator],
  ['shareList', paths.shareList],
  ['manageSynchro', paths.manageSynchro],
  ['setAd', paths.setAd],
  ['illegalVideo', paths.illegalVideo],
  ['myVideoProducts', paths.myVideoProducts],
  ['cart', paths.cart],
  ['vdAddress', paths.vdAddress],
  ['popVideoCollect', paths.popVideoCollect],
  ['discover', paths.discover],
];

/** /microvideo/index (module tile 54 微视频): my videos in a grid, published and drafts, search, upload, and every owner screen. */
export default function LibraryHomeRoute() {
  const { t } = useTranslation('videoLibrary');
  const [tab, setTab] = useState<VideoState>('published');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [more, setMore] = useState(false);
  const list = useMyVideos(tab);
  const found = useSearchMyVideos(keyword);
  const stats = useDraftStatistics();
  const rows = useRowsPerLine();
  const setRows = useSetRows();
  const q = keyword ? found : list;
  const items = rowsOf(q.data);
  const cols = rows.data?.rowsPerLine ?? 2;
  return (
    <Page
      title={t('titles.home')}
      backTo={paths.home}
      actions={
        <Link className="vl-topbar-link" to={paths.newVideo} data-testid="vl-upload">
          {t('home.upload')}
        </Link>
      }
    >
      <form
        className="vl-bar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <input
          className="vl-search"
          type="search"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (!e.target.value) setKeyword('');
          }}
          placeholder={t('home.searchHint')}
          aria-label={t('home.searchHint')}
          data-testid="vl-search"
        />
        <button type="submit" className="btn btn-ghost">
          {t('home.search')}
        </button>
      </form>
      {!keyword && (
        <Tabs
          options={[
            { value: 'published', label: t('home.published'), testId: 'vl-tab-published' },
            {
              value: 'draft',
              label: (
                <>
                  {t('home.drafts')}
                  {(stats.data?.drafts ?? 0) > 0 && (
                    <span className="vl-badge" data-testid="vl-draft-count">
                      {stats.data!.drafts}
                    </span>
                  )}
                </>
              ),
              testId: 'vl-tab-draft',
            },
          ]}
          value={tab}
          onChange={setTab}
          label={t('home.tabs')}
        />
      )}
      <div className="vl-bar">
        <button type="button" className="btn btn-ghost" aria-expanded={more} data-testid="vl-more" onClick={() => setMore(!more)}>
          {t('home.more')}
        </button>
        <OptionSheet
          compact
          label={t('home.rows')}
          value={String(cols)}
          onChange={(v) => setRows.mutate(Number(v))}
          testId="vl-rows"
          options={[1, 2, 3].map((n) => ({ value: String(n), label: t('home.perRow', { count: n }) }))}
        />
      </div>
      {more && (
        <ul className="vl-more" data-testid="vl-more-list">
          {MORE.map(([name, to]) => (
            <li key={name}>
              <Link to={to} data-testid={`vl-go-${name}`}>
                {t(`more.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {q.isError && (
        <p className="field-msg" role="alert">
          {q.error.message}
        </p>
      )}
      {q.isPending && <Loading />}
      {q.data && items.length === 0 && (
        <EmptyState
          icon={Clapperboard}
          title={t(keyword ? 'home.noMatch' : 'home.empty')}
          hint={t('home.emptyHint')}
          action={{ label: t('home.emptyAction'), to: paths.newVideo, testId: 'vl-empty-action' }}
          testId="vl-empty"
        />
      )}
      <ul className="vl-grid" style={{ '--vl-cols': cols } as CSSProperties} data-testid="vl-grid">
        {items.map((v) => (
          <LibraryVideoTile key={v.id} v={v} to={paths.moreOperate(v.id)} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

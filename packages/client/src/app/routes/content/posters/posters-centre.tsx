import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { usePosterLabels, usePosterMaterials } from '../../../../features/content/api-posters';
import { PosterTile } from '../../../../features/content/components/PostersParts';
import '../../../../features/content/content-posters.css';
import { Presentation } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

/** The chip value while a keyword search is shown: no category's id. */
const SEARCHING = ' search';

/** /poster/centre (module 55): template categories as tabs, a keyword search, the template grid; a tile opens its preview. */
export default function PostersCentreRoute() {
  const { t } = useTranslation('contentPosters');
  const [params] = useSearchParams();
  const moduleId = Number(params.get('moduleId') ?? 0) || 0;
  const [labelId, setLabelId] = useState('');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const labels = usePosterLabels();
  const q = usePosterMaterials(labelId, keyword, moduleId);
  const title = t('titles.centre');
  if (labels.isError)
    return (
      <Page title={title}>
        <p className="result muted">{labels.error.message}</p>
      </Page>
    );
  const rows = rowsOf(q.data);
  const pick = (id: string) => {
    setLabelId(id);
    setKeyword('');
    setDraft('');
  };
  return (
    <Page
      title={title}
      actions={
        <Link className="poster-topbar-link" to={paths.posterRecords} data-testid="poster-my-records">
          {t('centre.mine')}
        </Link>
      }
    >
      <form
        className="poster-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
        }}
      >
        <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('centre.searchHint')} aria-label={t('centre.search')} data-testid="poster-search" />
        <Button type="submit">{t('centre.search')}</Button>
      </form>
      <div className="poster-tabs">
        <Tabs
          variant="chips"
          label={t('centre.labels')}
          // While a keyword search shows its results, no category is the one shown: none is pressed.
          value={keyword ? SEARCHING : labelId}
          onChange={pick}
          options={[{ value: '', label: t('centre.all') }, ...(labels.data?.labels ?? []).map((l) => ({ value: l.labelId, label: l.name, testId: 'poster-label' }))]}
        />
      </div>
      {q.isError ? (
        <p className="result muted">{q.error.message}</p>
      ) : !q.data ? (
        <Loading />
      ) : (
        <>
          {rows.length === 0 && <EmptyState icon={Presentation} title={t('centre.empty')} hint={t('centre.emptyHint')} />}
          <ul className="poster-grid" data-testid="poster-grid">
            {rows.map((m) => (
              <PosterTile key={m.materialId} m={m} to={paths.posterPreviewOf(m.materialId, moduleId)} />
            ))}
          </ul>
          <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
        </>
      )}
    </Page>
  );
}

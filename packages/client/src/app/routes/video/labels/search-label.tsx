import '../../../../features/video/video-labels.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useSearchLabels } from '../../../../features/video/api-labels';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /microvideo/searchlabel: labels whose name holds the keyword; a topic opens its feed, my own label my videos of it. */
export default function SearchLabelRoute() {
  const { t } = useTranslation('videoLabels');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const q = useSearchLabels(keyword);
  const items = rowsOf(q.data);
  return (
    <Page title={t('titles.searchLabel')}>
      <form
        className="vlb-add"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <input
          className="vlb-input"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={LIMITS.video.labelKeywordMax}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          data-testid="vlb-search-input"
        />
        <button type="submit" className="btn btn-primary" data-testid="vlb-search">
          {t('search.go')}
        </button>
      </form>
      {keyword && q.data && items.length === 0 && <EmptyState icon={Clapperboard} title={t('search.empty')} hint={t('search.emptyHint')} testId="vlb-search-empty" />}
      <ul className="vlb-list" data-testid="vlb-search-results">
        {items.map((l) => (
          <li key={l.id}>
            <Link className="vlb-name" to={l.scope === 'platform' ? paths.labelVideo(l.id) : paths.personalLabelVideo('0', l.id)}>
              {l.name}
            </Link>
            <span className="vlb-count">{t('feed.followers', { count: l.followers })}</span>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

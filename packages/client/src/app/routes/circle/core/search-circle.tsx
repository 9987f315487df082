import { useState } from 'react';
import { Link } from 'react-router';
import { SEARCH_CIRCLE_TYPES, type SearchCircleType } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useSearchCircle } from '../../../../features/circle/api-core';
import { CoreCircleItem } from '../../../../features/circle/components/core-circle-item';
import { SearchBox } from './search-box';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** SearchCircle: circles by name, label, location, industry or member name; a result opens its join page. */
export default function SearchCircleRoute() {
  const { t } = useTranslation('circle');
  const [type, setType] = useState<SearchCircleType>('name');
  const [keyword, setKeyword] = useState('');
  const q = useSearchCircle(type, keyword);
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.searchCircle')} backTo={paths.myCircles}>
      <Tabs value={type} onChange={setType} options={SEARCH_CIRCLE_TYPES.map((k) => ({ value: k, label: t(`search.type.${k}`), testId: `search-type-${k}` }))} />
      <SearchBox onSearch={setKeyword} placeholder={t(`search.placeholder.${type}`)} />
      {q.isError && (
        <p className="form-error" role="alert" data-testid="search-error">
          {q.error.message}
        </p>
      )}
      {keyword &&
        q.data &&
        (rows.length ? (
          <ul className="cc-list" data-testid="search-results">
            {rows.map((c) => (
              <CoreCircleItem key={c.cid} c={c} to={paths.circleJoinInfo(c.cid)} />
            ))}
          </ul>
        ) : (
          <EmptyState icon={UsersRound} title={t('search.none')} hint={t('search.noneHint')} testId="search-empty" />
        ))}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      <p className="center">
        <Link to={paths.searchJoinCircle} data-testid="search-joined">
          {t('search.joined')}
        </Link>
      </p>
    </Page>
  );
}

import { useState } from 'react';
import { Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useSearchJoinCircle } from '../../../../features/circle/api-core';
import { CoreCircleItem } from '../../../../features/circle/components/core-circle-item';
import { SearchBox } from './search-box';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** SearchJoinCircle: my joined circles by name. */
export default function SearchJoinCircleRoute() {
  const { t } = useTranslation('circle');
  const [keyword, setKeyword] = useState('');
  const q = useSearchJoinCircle(keyword);
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.searchJoinCircle')} backTo={paths.searchCircle}>
      <SearchBox onSearch={setKeyword} placeholder={t('search.placeholder.name')} />
      {q.isError && (
        <p className="form-error" role="alert">
          {q.error.message}
        </p>
      )}
      {keyword &&
        q.data &&
        (rows.length ? (
          <ul className="cc-list">
            {rows.map((c) => (
              <CoreCircleItem key={c.cid} c={c} to={paths.circleAffiche(c.cid)} />
            ))}
          </ul>
        ) : (
          <EmptyState icon={UsersRound} title={t('search.none')} hint={t('search.noneHint')} />
        ))}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

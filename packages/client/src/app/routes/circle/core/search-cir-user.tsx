import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useSearchCirUser } from '../../../../features/circle/api-core';
import '../../../../features/circle/components/core.css';
import { PersonRow } from './person-row';
import { SearchBox } from './search-box';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** SearchCirUser: members of a circle by card name; a member opens their card inside the circle. */
export default function SearchCirUserRoute() {
  const { t } = useTranslation('circle');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const [keyword, setKeyword] = useState('');
  const q = useSearchCirUser(cid, keyword);
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.searchCirUser')} backTo={paths.circleAffiche(cid)}>
      <SearchBox onSearch={setKeyword} placeholder={t('search.placeholder.member')} />
      {q.isError && (
        <p className="form-error" role="alert" data-testid="search-error">
          {q.error.message}
        </p>
      )}
      {keyword &&
        q.data &&
        (rows.length ? (
          <ul className="cc-list">
            {rows.map((m) => (
              <PersonRow key={m.phoneIdEcr} p={m} sub={[t(`role.${m.role}`), m.titleName].filter(Boolean).join(' · ')}>
                <Link to={paths.circleSearchMpUserInfo(cid, m.phoneIdEcr)} className="cc-chip">
                  {t('member.open')}
                </Link>
              </PersonRow>
            ))}
          </ul>
        ) : (
          <EmptyState icon={UsersRound} title={t('search.none')} hint={t('search.noneHint')} />
        ))}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

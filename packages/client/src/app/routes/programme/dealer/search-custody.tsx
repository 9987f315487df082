import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useCustodySearch } from '../../../../features/programme/dealer/api';
import { PersonRow } from '../../../../features/programme/dealer/components';
import '../../../../features/programme/dealer/dealer.css';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /dealerCustody/searchCustody: the caller's cards in custody whose card name holds what they type. */
export default function SearchCustodyRoute() {
  const { t } = useTranslation('programmeDealer');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const q = useCustodySearch(keyword);
  const items = rowsOf(q.data);
  return (
    <Page title={t('titles.searchCustody')} backTo={paths.custodyIndex}>
      <form
        className="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(text.trim());
        }}
      >
        <Field
          label={t('search.label')}
          name="keyword"
          type="search"
          value={text}
          maxLength={LIMITS.programmeDealer.searchKeywordMax}
          onChange={(e) => setText(e.target.value)}
          data-testid="custody-search-input"
        />
        <Button type="submit" data-testid="custody-search-submit">
          {t('search.submit')}
        </Button>
      </form>
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result" role="alert">
          {q.error.message}
        </p>
      )}
      {q.data && items.length === 0 && <EmptyState icon={Sparkles} title={t('search.empty')} hint={t('search.emptyHint')} testId="custody-search-empty" />}
      <ul className="dl-list" data-testid="custody-search-list">
        {items.map((r) => (
          <PersonRow
            key={r.id}
            person={r.owner}
            sub={[r.company, r.position].filter(Boolean).join(' · ')}
            testId="custody-search-row"
            side={
              <Link className="btn btn-ghost" to={paths.custodyCardOf(r.id)}>
                {t('custody.edit')}
              </Link>
            }
          />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

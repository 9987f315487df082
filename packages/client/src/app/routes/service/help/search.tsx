import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorText, LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useHelpSearch } from '../../../../features/service/help/api';
import { HelpArticleRow } from '../../../../features/service/help/components/HelpArticleRow';
import '../../../../features/service/help/help.css';
import { Headset } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/**
 * /customer/helpCenter/search: ranked, paged full-text results with the searched words marked. The keyword lives in
 * the address (`?keyword=`), so back from an article returns to the same results. A blank keyword is refused here
 * with the server's own catalogue message (HELP_KEYWORD_REQUIRED) instead of a round trip.
 */
export default function SearchRoute() {
  const { t } = useTranslation('serviceHelp');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const [problem, setProblem] = useState('');
  const q = useHelpSearch(keyword);
  const items = rowsOf(q.data);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = typed.trim();
    if (!k) {
      setProblem(errorText('HELP_KEYWORD_REQUIRED', currentLang()));
      setParams({}, { replace: true });
      return;
    }
    setProblem('');
    // The same words again asks again: an agent may have changed the articles since.
    if (k === keyword) void q.refetch();
    else setParams({ keyword: k }, { replace: true });
  };
  return (
    <Page title={t('titles.search')} backTo={paths.customerHome}>
      <form className="hc-search" role="search" noValidate onSubmit={submit}>
        <input
          type="search"
          value={typed}
          maxLength={LIMITS.service.helpKeywordMax}
          placeholder={t('search.hint')}
          aria-label={t('search.hint')}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? 'hc-search-err' : undefined}
          enterKeyHint="search"
          onChange={(e) => setTyped(e.target.value)}
          data-testid="help-search-input"
        />
        <button type="submit" className="btn btn-primary hc-search-go" data-testid="help-search-go">
          {t('search.go')}
        </button>
      </form>
      {problem && (
        <p className="field-msg" id="hc-search-err" role="alert" data-testid="help-search-error">
          {problem}
        </p>
      )}
      {!keyword && !problem && <p className="result muted">{t('search.intro')}</p>}
      {keyword && q.isPending && <Loading />}
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {keyword &&
        q.data &&
        (items.length === 0 ? (
          <EmptyState icon={Headset} title={t('search.none', { keyword })} hint={t('search.noneHint')} testId="help-no-results" />
        ) : (
          <p className="hc-count muted" data-testid="help-search-count">
            {t('search.found', { count: q.data.pages[0]?.total ?? items.length })}
          </p>
        ))}
      <ul className="hc-list" data-testid="help-results">
        {items.map((a) => (
          <HelpArticleRow key={a.id} a={a} keyword={keyword} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

import '../../../../features/content/content-cases.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CASE_TYPES, LIMITS, type CaseType } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useCardCases, useRecommended, useSearchCases } from '../../../../features/content/api-cases';
import { CasesCard } from '../../../../features/content/components/CasesCard';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Briefcase } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /designCase/cases/:phoneIdEcr: a card's visible cases for visitors, topped first, its recommended ones above. */
export default function CardCasesRoute() {
  const { t } = useTranslation('contentCases');
  const { phoneIdEcr = '' } = useParams();
  const q = useCardCases(phoneIdEcr);
  const rec = useRecommended(phoneIdEcr);
  const rows = rowsOf(q.data);
  const cardLink = `/multipage/card/${encodeURIComponent(phoneIdEcr)}`;
  if (q.isError)
    return (
      <Page title={t('titles.cardCases')} backTo={paths.caseSearch}>
        <p className="result muted" data-testid="cases-missing">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.cardCases')}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.cardCases')} backTo={paths.caseSearch}>
      {(rec.data?.items.length ?? 0) > 0 && (
        <>
          <h2 className="section-title">{t('public.recommended')}</h2>
          <ul className="case-list" data-testid="cases-recommended">
            {rec.data!.items.map((c) => (
              <li key={c.id} className="case-item">
                <CasesCard c={c} />
              </li>
            ))}
          </ul>
          <h2 className="section-title">{t('public.all')}</h2>
        </>
      )}
      {rows.length === 0 && <EmptyState icon={Briefcase} title={t('public.empty')} hint={t('public.emptyHint')} testId="cases-empty" />}
      <ul className="case-list" data-testid="card-cases">
        {rows.map((c) => (
          <li key={c.id} className="case-item">
            <CasesCard c={c} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      <a className="btn btn-ghost" href={cardLink}>
        {t('public.backToCard')}
      </a>
    </Page>
  );
}

/** /designCase/searchCase: visible cases by keyword (title or description), optionally of one type. */
export function CaseSearchRoute() {
  const { t } = useTranslation('contentCases');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<CaseType | ''>('');
  const q = useSearchCases(keyword, type);
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.search')}>
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
          <label htmlFor="f-keyword">{t('search.keyword')}</label>
          <input id="f-keyword" type="search" value={draft} maxLength={LIMITS.content.caseKeywordMax} onChange={(e) => setDraft(e.target.value)} data-testid="case-search-input" />
        </div>
        <OptionSheet<CaseType | ''>
          label={t('search.type')}
          value={type}
          onChange={setType}
          testId="case-search-type"
          options={[{ value: '', label: t('search.allTypes') }, ...CASE_TYPES.map((ty) => ({ value: ty, label: t(`types.${ty}`) }))]}
        />
        <Button type="submit" data-testid="case-search">
          {t('search.submit')}
        </Button>
      </form>
      {keyword && q.data && rows.length === 0 && <EmptyState icon={Briefcase} title={t('search.none')} hint={t('search.noneHint')} />}
      <ul className="case-list" data-testid="case-results">
        {rows.map((c) => (
          <li key={c.id} className="case-item">
            <CasesCard c={c} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

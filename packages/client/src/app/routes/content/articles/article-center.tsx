import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { ArticleRow } from '../../../../features/content/components/ArticlesParts';
import { useArticleCenter, useCompanyFolds } from '../../../../features/content/api-articles';
import { Newspaper } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

/** /mini/articleCenter?foldId=: the company's article centre, read by its members; its admins manage it from here. */
export default function ArticleCenterRoute() {
  const { t } = useTranslation('contentArticles');
  const [params] = useSearchParams();
  const [foldId, setFoldId] = useState(params.get('foldId') ?? '');
  const folds = useCompanyFolds();
  const list = useArticleCenter(foldId);
  const title = t('titles.center');
  const manage = (
    <Link className="art-topbar-link" to={`${paths.articles}?scope=company`}>
      {t('manage')}
    </Link>
  );
  if (folds.isError)
    return (
      <Page title={title} backTo={paths.articles}>
        <p className="result muted" data-testid="center-refused">
          {folds.error.message}
        </p>
      </Page>
    );
  if (!folds.data)
    return (
      <Page title={title} backTo={paths.articles}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(list.data);
  return (
    <Page title={title} backTo={paths.articles} actions={manage}>
      <Tabs
        variant="chips"
        label={t('folds')}
        value={foldId}
        onChange={setFoldId}
        options={[{ value: '', label: t('all') }, ...folds.data.folds.map((f) => ({ value: f.foldId, label: f.name }))]}
      />
      <ul className="art-list">
        {list.data && rows.length === 0 && <EmptyState icon={Newspaper} title={t('empty')} hint={t('centreEmptyHint')} as="li" />}
        {rows.map((a) => (
          <li key={a.articleId}>
            <ArticleRow a={a} to={paths.articleShow(a.articleId)} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}

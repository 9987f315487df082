import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { ArticleRow } from '../../../../features/content/components/ArticlesParts';
import { useDeleteArticle, useHideArticle, useMyArticles, useMyFolds, useTopArticle, type Scope } from '../../../../features/content/api-articles';
import { FoldEditor } from './fold-editor';
import { RowChevron } from '../../../../components/ui/Icon';
import { Newspaper } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

/** /mini/articles: the owner's folds and articles (?scope=company: a company admin's article centre). */
export default function MyArticlesRoute() {
  const { t } = useTranslation('contentArticles');
  const [params] = useSearchParams();
  const scope: Scope = params.get('scope') === 'company' ? 'company' : 'own';
  const [foldId, setFoldId] = useState('');
  const folds = useMyFolds(scope);
  const list = useMyArticles(scope, foldId);
  const top = useTopArticle();
  const hide = useHideArticle();
  const del = useDeleteArticle();
  const title = t(scope === 'company' ? 'titles.companyManage' : 'titles.mine');
  const actions = (
    <Link className="art-topbar-link" to={paths.articleEdit({ scope })} data-testid="article-new">
      {t('write')}
    </Link>
  );
  if (folds.isError)
    return (
      <Page title={title}>
        <p className="result muted">{folds.error.message}</p>
      </Page>
    );
  if (!folds.data)
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(list.data);
  const fold = folds.data.folds.find((f) => f.foldId === foldId);
  const busy = top.isPending || hide.isPending || del.isPending;
  const done = (text: string) => () => toast.info(text);
  return (
    <Page title={title} actions={actions}>
      <Tabs
        variant="chips"
        label={t('folds')}
        value={foldId}
        onChange={setFoldId}
        options={[{ value: '', label: t('all') }, ...folds.data.folds.map((f) => ({ value: f.foldId, label: `${f.name} · ${f.articleCount}`, testId: 'fold-chip' }))]}
      />
      <FoldEditor scope={scope} fold={fold} folds={folds.data.folds} onGone={() => setFoldId('')} />
      <ul className="art-list" data-testid="my-articles">
        {list.data && rows.length === 0 && (
          <EmptyState icon={Newspaper} title={t('empty')} hint={t('emptyHint')} action={{ label: t('emptyAction'), to: paths.articleEdit({ scope }) }} as="li" />
        )}
        {rows.map((a) => (
          <li key={a.articleId}>
            <ArticleRow a={a} to={paths.articleShow(a.articleId, a.phoneIdEcr)} />
            <div className="art-actions">
              <button
                type="button"
                className="link-btn"
                disabled={busy}
                data-testid="article-top"
                onClick={() => top.mutate({ articleId: a.articleId, top: !a.isTop }, { onSuccess: done(t(a.isTop ? 'untopped' : 'topped')) })}
              >
                {t(a.isTop ? 'untop' : 'top')}
              </button>
              <button
                type="button"
                className="link-btn"
                disabled={busy}
                data-testid="article-hide"
                onClick={() => hide.mutate({ articleId: a.articleId, hidden: a.state !== 'hidden' }, { onSuccess: done(t('saved')) })}
              >
                {t(a.state === 'hidden' ? 'show' : 'hide')}
              </button>
              <Link to={paths.articleEdit({ articleId: a.articleId, scope })}>{t('edit')}</Link>
              <ConfirmButton
                label={t('delete')}
                armedLabel={t('deleteArmed')}
                confirmText={t('deleteWarning', { title: a.title })}
                disabled={busy}
                onConfirm={() => del.mutate(a.articleId, { onSuccess: done(t('deleted')) })}
              />
            </div>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      <ul className="menu">
        {scope === 'own' && rows[0] && (
          <li>
            <Link to={paths.cardArticles(rows[0].phoneIdEcr)} data-testid="my-article-page">
              {t('visitorView')}
              <RowChevron />
            </Link>
          </li>
        )}
        {scope === 'own' && (
          <li>
            <Link to={paths.articleCenter}>
              {t('titles.center')}
              <RowChevron />
            </Link>
          </li>
        )}
      </ul>
    </Page>
  );
}

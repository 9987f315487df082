import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TArticleItem, TPage } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Field } from '../../../../components/ui/Field';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { BASENAME, paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { ArticleBody, ArticleRow, McpCard } from '../../../../features/content/components/ArticlesParts';
import { useArticle, useCardArticles, useCardFolds, useFoldArticles, useMcpInfo } from '../../../../features/content/api-articles';
import { formatDate } from '../../../../lib/datetime';
import { Newspaper } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';
import { Chips } from '../../../../components/ui/Chips';

/** The card a visitor came from: its public page (server-rendered) is where back goes without in-app history. */
const cardHref = (phoneIdEcr: string) => `${BASENAME}${paths.card(phoneIdEcr)}`;
type Feed = { data?: { pages: TPage<TArticleItem>[] }; isError: boolean; error: Error | null; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

function Rows({ q, phoneIdEcr, testId }: { q: Feed; phoneIdEcr: string; testId: string }) {
  const rows = rowsOf(q.data);
  if (q.isError) return <p className="result muted">{q.error?.message}</p>;
  return (
    <>
      <ul className="art-list" data-testid={testId}>
        {rows.map((a) => (
          <li key={a.articleId}>
            <ArticleRow a={a} to={paths.articleShow(a.articleId, phoneIdEcr)} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

function Card({ phoneIdEcr }: { phoneIdEcr: string }) {
  const info = useMcpInfo(phoneIdEcr);
  return info.data ? <McpCard info={info.data} to={cardHref(phoneIdEcr)} /> : null;
}

/** /multipleWdy/micro/show/fold?foldId=&phoneIdEcr= (the spec's rewritten fold url): the fold's pinned, then other articles. */
export function FoldRoute() {
  const { t } = useTranslation('contentArticles');
  const [params] = useSearchParams();
  const phoneIdEcr = params.get('phoneIdEcr') ?? '';
  const foldId = params.get('foldId') ?? '';
  const folds = useCardFolds(phoneIdEcr);
  const top = useFoldArticles(phoneIdEcr, foldId, true);
  const rest = useFoldArticles(phoneIdEcr, foldId, false);
  const name = folds.data?.find((f) => f.foldId === foldId)?.name ?? t('titles.fold');
  const back = paths.cardArticles(phoneIdEcr);
  if (top.isError)
    return (
      <Page title={name} backTo={back}>
        <p className="result muted">{top.error.message}</p>
        <Link to={back}>{t('allArticles')}</Link>
      </Page>
    );
  if (!top.data || !rest.data)
    return (
      <Page title={name} backTo={back}>
        <Loading />
      </Page>
    );
  const empty = rowsOf(top.data).length + rowsOf(rest.data).length === 0;
  return (
    <Page title={name} backTo={back}>
      <Card phoneIdEcr={phoneIdEcr} />
      {empty && <EmptyState icon={Newspaper} title={t('emptyFold')} hint={t('emptyFoldHint')} />}
      <Rows q={top} phoneIdEcr={phoneIdEcr} testId="fold-top" />
      <Rows q={rest} phoneIdEcr={phoneIdEcr} testId="fold-rest" />
    </Page>
  );
}

/** /multipleWdy/micro/show/articles?phoneIdEcr=: a card's folds and articles (own and mirrored), with a keyword filter. */
export function CardArticlesRoute() {
  const { t } = useTranslation('contentArticles');
  const [params] = useSearchParams();
  const phoneIdEcr = params.get('phoneIdEcr') ?? '';
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const folds = useCardFolds(phoneIdEcr);
  const top = useCardArticles(phoneIdEcr, true, keyword);
  const rest = useCardArticles(phoneIdEcr, false, keyword);
  const title = t('titles.card');
  if (folds.isError)
    return (
      <Page title={title} backTo={cardHref(phoneIdEcr)}>
        <p className="result muted">{folds.error.message}</p>
      </Page>
    );
  return (
    <Page title={title}>
      <Card phoneIdEcr={phoneIdEcr} />
      <Chips
        label={t('folds')}
        items={(folds.data ?? []).filter((f) => f.articleCount > 0).map((f) => ({ key: f.foldId, label: f.name, to: paths.articleFold(f.foldId, phoneIdEcr), testId: 'card-fold' }))}
      />
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <Field label={t('search')} name="keyword" type="search" value={typed} maxLength={20} onChange={(e) => setTyped(e.target.value)} />
      </form>
      {top.data && rest.data ? (
        <>
          <Rows q={top} phoneIdEcr={phoneIdEcr} testId="card-top" />
          <Rows q={rest} phoneIdEcr={phoneIdEcr} testId="card-rest" />
        </>
      ) : (
        <Loading />
      )}
    </Page>
  );
}

/** /multipleWdy/micro/show/article?articleId=&phoneIdEcr=: one article for visitors, with the card it was opened from. */
export function ArticleShowRoute() {
  const { t } = useTranslation('contentArticles');
  const [params] = useSearchParams();
  const q = useArticle(params.get('articleId') ?? '');
  const from = params.get('phoneIdEcr') ?? q.data?.phoneIdEcr ?? '';
  const back = from ? paths.cardArticles(from) : paths.articles;
  if (q.isError)
    return (
      <Page title={t('titles.article')} backTo={back}>
        <p className="result muted">{q.error.message}</p>
        <Link to={back}>{t('allArticles')}</Link>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.article')} backTo={back}>
        <Loading />
      </Page>
    );
  const a = q.data;
  return (
    <Page title={t('titles.article')} backTo={back}>
      <article>
        <h2 data-testid="article-title">{a.title}</h2>
        <p className="muted">
          {formatDate(a.createdAt)} · {t('views', { count: a.views })}
        </p>
        {a.coverUrl && <Picture width={347} height={168} eager className="art-cover" src={a.coverUrl} alt="" />}
        <ArticleBody paragraphs={a.paragraphs} />
      </article>
      {from && <Card phoneIdEcr={from} />}
    </Page>
  );
}

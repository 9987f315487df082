import type { HelpKind } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useHelpList } from '../api';
import { HelpArticleRow } from './HelpArticleRow';
import '../help.css';
import { Headset } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** The screen of one kind's shown articles (e-books, videos or guides), paged with "load more". */
export function HelpKindList({ kind, title }: { kind: HelpKind; title: string }) {
  const { t } = useTranslation('serviceHelp');
  const q = useHelpList(kind);
  const items = rowsOf(q.data);
  return (
    <Page title={title} backTo={paths.customerHome}>
      {q.isError && (
        <p className="result muted" role="alert">
          {q.error.message}
        </p>
      )}
      {q.isPending && <Loading />}
      {q.data && items.length === 0 && <EmptyState icon={Headset} title={t('list.empty')} hint={t('list.emptyHint')} testId="help-empty" />}
      <ul className="hc-list" data-testid="help-list">
        {items.map((a) => (
          <HelpArticleRow key={a.id} a={a} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

import { useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useReceivedPushes } from '../../../../features/network/api-mirror';
import { PushRow } from './mirror-push';
import { Repeat2 } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /msgPush/:phoneIdEcr: the pushes a sub card received from its master, each saying whether the card shows it now. */
export default function MsgPushRoute() {
  const { t } = useTranslation('networkMirror');
  const master = useParams().phoneIdEcr ?? '';
  const q = useReceivedPushes(master);
  const title = t('titles.msgPush');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.mirrorList}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.mirrorList}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={title} backTo={paths.mirrorList}>
      <ul className="menu" data-testid="mirror-received-list">
        {rows.length === 0 && <EmptyState icon={Repeat2} title={t('history.empty')} hint={t('history.emptyHint')} as="li" />}
        {rows.map((p) => (
          <PushRow key={p.pushId} p={p}>
            <span className={p.shown ? '' : 'muted'}>{t(p.shown ? 'received.shown' : 'received.notShown')}</span>
          </PushRow>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

import { MIRROR_CONTENT_TYPES, type TMirrorPush } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useCancelPush, useMirrorHistory, usePush } from '../../../../features/network/api-mirror';
import { formatDateTime } from '../../../../lib/datetime';
import { Repeat2 } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /mirror/pushBk: a master pushes one content type of its card to its sub cards. */
export default function MirrorPushRoute() {
  const { t } = useTranslation('networkMirror');
  const push = usePush();
  return (
    <Page title={t('titles.push')} backTo={paths.mirrorList}>
      <p className="result muted">{t('push.intro')}</p>
      <ul className="menu">
        {MIRROR_CONTENT_TYPES.map((type) => (
          <li key={type} className="menu-row">
            <span>{t(`types.${type}`)}</span>
            <Button
              type="button"
              data-testid={`mirror-push-${type}`}
              disabled={push.isPending}
              onClick={() => push.mutate(type, { onSuccess: (r) => toast.info(t('push.done', { count: r.reachedSubs })) })}
            >
              {t('push.action')}
            </Button>
          </li>
        ))}
      </ul>
    </Page>
  );
}

/** One push as the history and the received list show it. */
export function PushRow({ p, children }: { p: TMirrorPush; children?: React.ReactNode }) {
  const { t } = useTranslation('networkMirror');
  return (
    <li className="menu-row" data-testid="mirror-push">
      <div>
        <strong>{t(`types.${p.contentType}`)}</strong>
        <p className="muted">
          {formatDateTime(p.createdAt)} · {t('history.items', { count: p.itemCount })} · {t(`pushState.${p.state}`)}
        </p>
      </div>
      {children}
    </li>
  );
}

/** /mirror/mirrorHistoryList: a master's pushes, newest first; a live push can be cancelled. */
export function MirrorHistoryRoute() {
  const { t } = useTranslation('networkMirror');
  const q = useMirrorHistory();
  const cancel = useCancelPush();
  const title = t('titles.history');
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
      <ul className="menu" data-testid="mirror-history">
        {rows.length === 0 && <EmptyState icon={Repeat2} title={t('history.empty')} hint={t('history.emptyHint')} as="li" />}
        {rows.map((p) => (
          <PushRow key={p.pushId} p={p}>
            {p.state === 'pushed' && (
              <ConfirmButton
                className="btn btn-ghost"
                label={t('history.cancel')}
                armedLabel={t('history.cancelConfirm')}
                disabled={cancel.isPending}
                testId="mirror-cancel-push"
                onConfirm={() => cancel.mutate(p.pushId)}
              />
            )}
          </PushRow>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

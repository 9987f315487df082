import { useState } from 'react';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useExchangeAction, useExchangeRequests, type ExchangeAction } from '../../../../features/network/api-exchange';
import { ExchangePersonRow } from '../../../../features/network/components/exchange-person';
import { ArrowLeftRight } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** Exchange requests: received (accept / decline) and sent (withdraw), newest first. */
export default function ExchangeRequestsRoute() {
  const { t } = useTranslation('network');
  const [box, setBox] = useState<'received' | 'sent'>('received');
  const q = useExchangeRequests(box);
  const act = useExchangeAction();
  const run = (action: ExchangeAction, phoneIdEcr: string) =>
    act.mutate(
      { action, phoneIdEcr },
      {
        onSuccess: () => toast.info(t(`card.done.${action}`)),
        onError: (e) => toast.error(e.message),
      },
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.exchangeRequests')} backTo={paths.addressBook}>
      <Tabs
        options={(['received', 'sent'] as const).map((k) => ({ value: k, label: t(`requests.${k}`), testId: `requests-${k}` }))}
        value={box}
        onChange={setBox}
        label={t('titles.exchangeRequests')}
      />
      {q.isError ? (
        <p className="result muted">{q.error.message}</p>
      ) : !q.data ? (
        <Loading />
      ) : rows.length ? (
        <ul className="nx-list" data-testid={`requests-list-${box}`}>
          {rows.map((r) => (
            <ExchangePersonRow key={r.id} p={r.person} testId="request-row" extra={r.note && <small className="muted">{r.note}</small>}>
              {r.state !== 'pending' ? (
                <span className="muted" data-testid="request-state">
                  {t(`requests.state.${r.state}`)}
                </span>
              ) : box === 'received' ? (
                <>
                  <button type="button" className="btn btn-primary" disabled={act.isPending} onClick={() => run('agree', r.person.phoneIdEcr)} data-testid="request-agree">
                    {t('card.action.agree')}
                  </button>
                  <button type="button" className="btn btn-ghost" disabled={act.isPending} onClick={() => run('refuse', r.person.phoneIdEcr)} data-testid="request-refuse">
                    {t('card.action.refuse')}
                  </button>
                </>
              ) : (
                <button type="button" className="btn btn-ghost" disabled={act.isPending} onClick={() => run('cancel', r.person.phoneIdEcr)} data-testid="request-cancel">
                  {t('card.action.cancel')}
                </button>
              )}
            </ExchangePersonRow>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={ArrowLeftRight}
          title={t('requests.empty')}
          hint={t('requests.emptyHint')}
          action={{ label: t('requests.emptyAction'), to: paths.qrCode, testId: 'requests-empty-action' }}
          testId="requests-empty"
        />
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import type { TCustodyCardRow } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useAcceptCustody, useCustodyHome, useDeclineCustody } from '../../../../features/programme/dealer/api';
import { PersonRow, shortTime } from '../../../../features/programme/dealer/components';
import '../../../../features/programme/dealer/dealer.css';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

const TABS = ['active', 'requested'] as const;

/** /dealerCustody/custodyHome: the cards the caller looks after, and the requests waiting for them to accept. */
export default function CustodyHomeRoute() {
  const { t } = useTranslation('programmeDealer');
  const [tab, setTab] = useState<(typeof TABS)[number]>('active');
  const q = useCustodyHome(tab);
  const accept = useAcceptCustody();
  const decline = useDeclineCustody();
  const items = rowsOf(q.data);
  const sub = (r: TCustodyCardRow) => [r.company, r.position].filter(Boolean).join(' · ') || t('custody.requestedAt', { time: shortTime(r.requestedAt) });
  return (
    <Page title={t('titles.custodyHome')} backTo={paths.custodyIndex}>
      <Tabs label={t('titles.custodyHome')} value={tab} onChange={setTab} options={TABS.map((s) => ({ value: s, label: t(`custody.tab.${s}`), testId: `custody-tab-${s}` }))} />
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result" role="alert">
          {q.error.message}
        </p>
      )}
      {q.data && items.length === 0 && <EmptyState icon={Sparkles} title={t(`custody.empty.${tab}`)} hint={t('custody.emptyHint')} testId="custody-home-empty" />}
      <ul className="dl-list" data-testid="custody-home-list">
        {items.map((r) => (
          <PersonRow key={r.id} person={r.owner} sub={sub(r)} testId="custody-row">
            {r.note && <p className="muted">{t('custody.noteShown', { note: r.note })}</p>}
            <div className="dl-actions">
              {r.status === 'requested' ? (
                <>
                  <Button disabled={accept.isPending} data-testid="custody-accept" onClick={() => accept.mutate(r.id)}>
                    {t('custody.accept')}
                  </Button>
                  <Button variant="ghost" disabled={decline.isPending} data-testid="custody-decline" onClick={() => decline.mutate(r.id)}>
                    {t('custody.decline')}
                  </Button>
                </>
              ) : (
                <Link className="btn btn-ghost" to={paths.custodyCardOf(r.id)} data-testid="custody-edit">
                  {t('custody.edit')}
                </Link>
              )}
            </div>
          </PersonRow>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

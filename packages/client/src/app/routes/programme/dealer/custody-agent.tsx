import { useState } from 'react';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useAgentCustodies, useDisconnectCustody } from '../../../../features/programme/dealer/api';
import { CustodyStatus, PersonRow, shortTime } from '../../../../features/programme/dealer/components';
import '../../../../features/programme/dealer/dealer.css';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

const TABS = ['active', 'requested', 'ended'] as const;

/**
 * /dealerCustody/custodyAgent (customer service only): custodies by state, searchable by either side's card name;
 * disconnecting needs a reason, which both sides then see.
 */
export default function CustodyAgentRoute() {
  const { t } = useTranslation('programmeDealer');
  const [tab, setTab] = useState<(typeof TABS)[number]>('active');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [ending, setEnding] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const q = useAgentCustodies(tab, keyword);
  const disconnect = useDisconnectCustody();
  const items = rowsOf(q.data);
  return (
    <Page title={t('titles.custodyAgent')} backTo={paths.custodyIndex}>
      <Tabs label={t('titles.custodyAgent')} value={tab} onChange={setTab} options={TABS.map((s) => ({ value: s, label: t(`custody.status.${s}`), testId: `agent-tab-${s}` }))} />
      <form
        className="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(text.trim());
        }}
      >
        <Field label={t('agent.search')} name="keyword" type="search" value={text} maxLength={LIMITS.programmeDealer.searchKeywordMax} onChange={(e) => setText(e.target.value)} />
      </form>
      {q.isPending && <Loading />}
      {q.isError && (
        <p className="result" role="alert">
          {q.error.message}
        </p>
      )}
      {q.data && items.length === 0 && <EmptyState icon={Sparkles} title={t('agent.empty')} hint={t('agent.emptyHint')} testId="agent-custody-empty" />}
      <ul className="dl-list" data-testid="agent-custody-list">
        {items.map((r) => (
          <PersonRow
            key={r.id}
            person={r.owner}
            testId="agent-custody-row"
            side={<CustodyStatus status={r.status} />}
            sub={t('agent.custodian', { name: r.custodian.name, time: shortTime(r.acceptedAt ?? r.requestedAt) })}
          >
            {r.endReason && <p className="muted">{t('custody.endReason', { reason: r.endReason })}</p>}
            {(r.status === 'active' || r.status === 'requested') &&
              (ending === r.id ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    disconnect.mutate(
                      { custodyId: r.id, reason: reason.trim() },
                      {
                        onSuccess: () => {
                          setEnding(null);
                          setReason('');
                        },
                      },
                    );
                  }}
                >
                  <Field
                    label={t('agent.reason')}
                    name="reason"
                    value={reason}
                    maxLength={LIMITS.programmeDealer.endReasonMax}
                    onChange={(e) => setReason(e.target.value)}
                    data-testid="agent-reason"
                  />
                  <div className="dl-actions">
                    <Button variant="danger" type="submit" disabled={disconnect.isPending} data-testid="agent-disconnect-confirm">
                      {t('agent.disconnect')}
                    </Button>
                    <Button variant="ghost" type="button" onClick={() => setEnding(null)}>
                      {t('agent.keep')}
                    </Button>
                  </div>
                </form>
              ) : (
                <div className="dl-actions">
                  <Button
                    variant="danger"
                    data-testid="agent-disconnect"
                    onClick={() => {
                      setEnding(r.id);
                      setReason('');
                    }}
                  >
                    {t('agent.disconnect')}
                  </Button>
                </div>
              ))}
          </PersonRow>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

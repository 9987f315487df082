import '../../../../features/service/complaint/complaint.css';
import { useState } from 'react';
import { COMPLAINT_TABS, COMPLAINT_VERDICTS, LIMITS, type TComplaint } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { Sheet } from '../../../../components/ui/Sheet';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useAgentComplaints, useDecideComplaint } from '../../../../features/service/complaint/api';
import { ComplaintRow } from '../../../../features/service/complaint/components/ComplaintRow';
import { Headset } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

type Tab = (typeof COMPLAINT_TABS)[number];
type Verdict = (typeof COMPLAINT_VERDICTS)[number];
const L = LIMITS.service;

/**
 * /customer/service/complaints (agents): pending complaints oldest first, or decided ones; a pending row's 处理 opens
 * a sheet to uphold or dismiss with a text the complainant reads. Another agent's earlier decision answers
 * COMPLAINT_DECIDED through the shared toast, and the list refreshes.
 */
export default function AgentComplaintsRoute() {
  const { t } = useTranslation('serviceComplaint');
  const [tab, setTab] = useState<Tab>('pending');
  const list = useAgentComplaints(tab);
  const rows = rowsOf(list.data);
  const pending = list.data?.pages[0] && 'pending' in list.data.pages[0] ? (list.data.pages[0] as { pending: number }).pending : 0;
  const [deciding, setDeciding] = useState<TComplaint | null>(null);
  return (
    <Page title={t('titles.agentComplaints')} backTo={paths.customerHome}>
      <Tabs
        options={COMPLAINT_TABS.map((k) => ({ value: k, label: t(`agent.tabs.${k}`, { count: pending }), testId: `complaints-tab-${k}` }))}
        value={tab}
        onChange={setTab}
        label={t('titles.agentComplaints')}
      />
      {list.isPending && <Loading />}
      {list.isError && (
        <p className="result muted" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && rows.length === 0 && <EmptyState icon={Headset} title={t('agent.empty')} hint={t('agent.emptyHint')} testId="complaints-empty" />}
      <ul className="cp-list" data-testid="agent-complaints">
        {rows.map((c) => (
          <ComplaintRow key={c.id} complaint={c} agent>
            {c.status === 'pending' && (
              <Button type="button" className="cp-decide-btn" data-testid="complaint-decide" onClick={() => setDeciding(c)}>
                {t('agent.decide')}
              </Button>
            )}
          </ComplaintRow>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      {deciding && <DecideSheet complaint={deciding} onClose={() => setDeciding(null)} />}
    </Page>
  );
}

function DecideSheet({ complaint, onClose }: { complaint: TComplaint; onClose: () => void }) {
  const { t } = useTranslation('serviceComplaint');
  const decide = useDecideComplaint();
  const [verdict, setVerdict] = useState<Verdict>('uphold');
  const [decision, setDecision] = useState('');
  return (
    <Sheet open title={t('agent.sheetTitle')} onClose={onClose} testId="complaint-decide-sheet">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          decide.mutate(
            { id: complaint.id, verdict, decision },
            {
              onSuccess: () => {
                toast.info(t('agent.done'));
                onClose();
              },
              // Decided by another agent meanwhile: the shared toast says so, and the list (refreshed either way) moves it.
              onError: onClose,
            },
          );
        }}
      >
        <fieldset className="cp-verdicts">
          <legend>{t('agent.verdict')}</legend>
          {COMPLAINT_VERDICTS.map((v) => (
            <label key={v} className={`cp-reason${verdict === v ? ' active' : ''}`} data-testid={`complaint-verdict-${v}`}>
              <input type="radio" name="verdict" value={v} checked={verdict === v} onChange={() => setVerdict(v)} />
              {t(`agent.${v}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="cp-decision">{t('agent.decision')}</label>
          <textarea
            id="cp-decision"
            className="cp-text"
            maxLength={L.complaintDecisionMax}
            value={decision}
            onChange={(e) => setDecision(e.target.value)}
            data-testid="complaint-decision-text"
          />
          <small className="cp-counter">{t('intake.counter', { count: [...decision].length, max: L.complaintDecisionMax })}</small>
        </div>
        <Button type="submit" disabled={decide.isPending} data-testid="complaint-decide-confirm">
          {t('agent.confirm')}
        </Button>
      </form>
    </Sheet>
  );
}

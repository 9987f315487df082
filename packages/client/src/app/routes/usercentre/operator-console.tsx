import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/layouts/Page';
import type { QueueList } from '../../../components/ui/ReviewQueue';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useAppeals, useAuditQueue, useComplaints } from '../../../features/content/api-cases';
import { useApplicationReviews, useConfigReviews } from '../../../features/programme/shake/api';
import { useSmsReviews } from '../../../features/programme/sms/api';
import { useInviteClaims } from '../../../features/programme/promotion/api';
import { useVideoComplaints } from '../../../features/video/api-cart';
import { usePendingRefunds } from '../../../features/orders/api';
import { useCircleComplaintQueue } from '../../../features/circle/api-manage';
import { CaseQueues, InviteQueue, RefundList, ShakeQueues, SmsQueue, ViolationQueues } from './operator-queues';

export const OPERATOR_TABS = ['case', 'shake', 'sms', 'invite', 'violation', 'refund'] as const;
export type OperatorTab = (typeof OPERATOR_TABS)[number];

const totalOf = (list: QueueList<unknown>) => list.data?.pages[0]?.total ?? 0;

/**
 * 审核管理 (issue 32): the operator's console, every review queue in one place, each tab with how many wait. The
 * management centre shows its entry only to holders of the operator role (the server's `roles`); the server checks
 * the role again on every call, so anyone else opening this address reads the catalogue's 没有权限 in each queue.
 * `?tab=` names the open queue (the old review screens' addresses lead here with theirs), `&filter=` the rows a
 * filtered queue shows (operator-filter.ts), so reload and back return to both.
 */
export default function OperatorConsoleRoute() {
  const { t } = useTranslation(['usercentre', 'common']);
  const [params, setParams] = useSearchParams();
  const tab: OperatorTab = (OPERATOR_TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as OperatorTab) : 'case';
  // Every queue's first page is read at once, for the counts on the tabs (each list answers its total).
  const q = {
    cases: useAuditQueue(),
    appeals: useAppeals(),
    applications: useApplicationReviews(),
    configs: useConfigReviews(),
    sms: useSmsReviews('pending'),
    invite: useInviteClaims('pending'),
    caseComplaints: useComplaints(),
    videoComplaints: useVideoComplaints(),
    circleComplaints: useCircleComplaintQueue(),
    refunds: usePendingRefunds(),
  };
  const counts: Record<OperatorTab, number> = {
    case: totalOf(q.cases) + totalOf(q.appeals),
    shake: totalOf(q.applications) + totalOf(q.configs),
    sms: totalOf(q.sms),
    invite: totalOf(q.invite),
    violation: totalOf(q.caseComplaints) + totalOf(q.videoComplaints) + totalOf(q.circleComplaints),
    refund: totalOf(q.refunds),
  };
  return (
    <Page title={t('titles.operator')} backTo={paths.home}>
      <p className="muted">{t('operator.intro')}</p>
      <div className="rq-tabs" role="tablist" aria-label={t('titles.operator')}>
        {OPERATOR_TABS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} data-testid={`op-tab-${k}`} onClick={() => setParams({ tab: k }, { replace: true })}>
            {t(`operator.tabs.${k}`)}
            <span className="rq-count" data-zero={counts[k] === 0} data-testid={`op-count-${k}`}>
              {counts[k]}
            </span>
          </button>
        ))}
      </div>
      {tab === 'case' && <CaseQueues cases={q.cases} appeals={q.appeals} />}
      {tab === 'shake' && <ShakeQueues applications={q.applications} configs={q.configs} />}
      {tab === 'sms' && <SmsQueue list={q.sms} />}
      {tab === 'invite' && <InviteQueue list={q.invite} />}
      {tab === 'violation' && <ViolationQueues cases={q.caseComplaints} videos={q.videoComplaints} circles={q.circleComplaints} />}
      {tab === 'refund' && <RefundList list={q.refunds} />}
      {tab === 'case' && (
        <p>
          <Link className="btn btn-ghost" to={paths.caseAudit} data-testid="op-whitelist">
            {t('operator.whitelist')}
          </Link>
        </p>
      )}
    </Page>
  );
}

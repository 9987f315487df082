import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LIMITS, SMS_SIGN_STATES } from '@card/contract';
import { Avatar } from '../../../components/ui/Avatar';
import { Picture } from '../../../components/ui/Picture';
import { QueueFilter, ReviewQueue, type QueueTexts } from '../../../components/ui/ReviewQueue';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { formatDate, formatDateTime } from '../../../lib/datetime';
import { formatFen } from '../../../lib/money';
import { rowsOf } from '../../../lib/paging';
import { toast } from '../../../lib/toast';
import { type useAppeals, useAuditCase, type useAuditQueue, type useComplaints, useDecideAppeal, useDecideComplaint } from '../../../features/content/api-cases';
import { type useApplicationReviews, type useConfigReviews, useReviewApplication, useReviewConfig } from '../../../features/programme/shake/api';
import { ShakePageCard } from '../../../features/programme/shake/components/ShakePageCard';
import { useReviewSign, useSmsReviews } from '../../../features/programme/sms/api';
import { useInviteClaims, useReviewClaim } from '../../../features/programme/promotion/api';
import { useDecideVideoComplaint, type useVideoComplaints } from '../../../features/video/api-cart';
import type { usePendingRefunds } from '../../../features/orders/api';
import type { useCircleComplaintQueue } from '../../../features/circle/api-manage';
import { CircleComplaintQueue } from './operator-circle-complaints';
import { useFilterParam } from './operator-filter';

/**
 * The operator console's queues (issue 32), each one ReviewQueue over its area's own calls and hooks: the console
 * adds no call of its own, so each decision keeps its area's rules, refusal and message to the applicant.
 */
function useTexts(uphold = false): QueueTexts {
  const { t } = useTranslation('usercentre');
  return uphold
    ? { empty: t('operator.empty'), emptyHint: t('operator.emptyHint'), approve: t('operator.uphold'), reject: t('operator.dismiss'), reason: t('operator.upholdReason') }
    : {
        empty: t('operator.empty'),
        emptyHint: t('operator.emptyHint'),
        approve: t('operator.approve'),
        reject: t('operator.reject'),
        reason: t('operator.reason'),
        reasonHint: t('operator.reasonHint'),
      };
}

/** After a decision: say the applicant was told (a complaint's outcome: upheld takes the content down, or dismissed). */
function useTold(uphold = false) {
  const { t } = useTranslation('usercentre');
  return uphold
    ? (upheld: boolean) => toast.info(t(upheld ? 'operator.upheld' : 'operator.dismissed'))
    : (approve: boolean) => toast.info(t(approve ? 'operator.approved' : 'operator.rejected'));
}

/** A decided row's outcome: its state and, when rejected, the reason the applicant read. */
function Outcome({ state, reason }: { state: 'pending' | 'approved' | 'rejected'; reason: string }) {
  const { t } = useTranslation('usercentre');
  if (state === 'pending') return null;
  return (
    <>
      <span className="rq-state" data-state={state} data-testid="op-state">
        {t(`operator.states.${state}`)}
      </span>
      {state === 'rejected' && reason && <p className="rq-meta">{t('operator.rejectedFor', { reason })}</p>}
    </>
  );
}

/**
 * A case as the reviewer needs it: title, type, text and every picture. Not the list's CasesCard: that is a link
 * whose whole height is the cover, a 16 px tap target for a case without one.
 */
function CaseBrief({ c }: { c: { title: string; type: string; description: string; coverUrl: string | null; images: string[] } }) {
  const { t } = useTranslation('contentCases');
  const pictures = [c.coverUrl, ...c.images].filter((u): u is string => Boolean(u));
  return (
    <>
      <strong data-testid="op-case-title">{c.title}</strong>
      <p className="rq-meta">{t(`types.${c.type}`, { defaultValue: c.type })}</p>
      {c.description && <p>{c.description}</p>}
      {pictures.length > 0 && (
        <div className="actions-row">
          {pictures.map((u) => (
            <Picture key={u} src={u} alt="" width={96} height={72} />
          ))}
        </div>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3 className="rq-sub">{title}</h3>
      {children}
    </>
  );
}

export function CaseQueues({ cases, appeals }: { cases: ReturnType<typeof useAuditQueue>; appeals: ReturnType<typeof useAppeals> }) {
  const { t } = useTranslation('usercentre');
  const texts = useTexts();
  const told = useTold();
  const audit = useAuditCase();
  const appeal = useDecideAppeal();
  return (
    <>
      <Section title={t('operator.sections.cases')}>
        <ReviewQueue
          list={cases}
          testId="op-cases"
          texts={texts}
          busy={audit.isPending}
          reasonMax={LIMITS.content.caseReasonMax}
          rowKey={(c) => c.id}
          renderRow={(c) => (
            <>
              <CaseBrief c={c} />
              <p className="rq-meta">{t('operator.by', { name: c.owner.name })}</p>
            </>
          )}
          onDecide={(c, pass, reason) => audit.mutateAsync({ id: c.id, pass, reason }).then(() => told(pass))}
        />
      </Section>
      <Section title={t('operator.sections.appeals')}>
        <ReviewQueue
          list={appeals}
          testId="op-appeals"
          texts={texts}
          busy={appeal.isPending}
          reasonMax={LIMITS.content.caseReasonMax}
          rowKey={(a) => a.id}
          renderRow={(a) => (
            <>
              <CaseBrief c={a.case} />
              <p className="rq-meta">{t('operator.forbidden', { reason: a.case.forbiddenReason || '—' })}</p>
              <p>{a.text}</p>
            </>
          )}
          onDecide={(a, pass, reason) => appeal.mutateAsync({ id: a.id, pass, reason }).then(() => told(pass))}
        />
      </Section>
    </>
  );
}

export function ShakeQueues({ applications, configs }: { applications: ReturnType<typeof useApplicationReviews>; configs: ReturnType<typeof useConfigReviews> }) {
  const { t } = useTranslation('usercentre');
  const texts = useTexts();
  const told = useTold();
  const app = useReviewApplication();
  const cfg = useReviewConfig();
  return (
    <>
      <Section title={t('operator.sections.applications')}>
        <ReviewQueue
          list={applications}
          testId="op-shake-apps"
          texts={texts}
          busy={app.isPending}
          reasonMax={LIMITS.programmeShake.rejectReasonMax}
          rowKey={(a) => a.id}
          renderRow={(a) => (
            <>
              <strong>
                {a.applicant.name} · {t('operator.quantity', { count: a.quantity })}
              </strong>
              {a.overdue && <span className="rq-count">{t('operator.overdue')}</span>}
              <p className="rq-meta">{t('operator.due', { date: formatDate(a.dueDate) })}</p>
              <p className="rq-meta">
                {a.contactName} {a.contactMobile} {a.region} {a.address}
              </p>
              {a.reason && <p className="rq-meta">{a.reason}</p>}
            </>
          )}
          onDecide={(a, approve, reason) => app.mutateAsync({ applicationId: a.id, approve, reason }).then(() => told(approve))}
        />
      </Section>
      <Section title={t('operator.sections.configs')}>
        <ReviewQueue
          list={configs}
          testId="op-shake-configs"
          texts={texts}
          busy={cfg.isPending}
          reasonMax={LIMITS.programmeShake.rejectReasonMax}
          rowKey={(c) => c.deviceId}
          renderRow={(c) => (
            <>
              <strong>{c.owner.name}</strong>
              <p className="rq-meta">{t('operator.submitted', { date: formatDateTime(c.submittedAt) })}</p>
              <ShakePageCard config={c.config} testId="op-shake-preview" />
              {c.config.linkUrl && <p className="rq-meta">{c.config.linkUrl}</p>}
              {/* What shakers see until this one is approved: the page it replaces. */}
              {c.live && <p className="rq-meta">{t('operator.current', { title: c.live.title })}</p>}
            </>
          )}
          onDecide={(c, approve, reason) => cfg.mutateAsync({ deviceId: c.deviceId, approve, reason }).then(() => told(approve))}
        />
      </Section>
    </>
  );
}

type SmsState = (typeof SMS_SIGN_STATES)[number];

/**
 * SMS signs by state (as the old sign review screen offered): the pending queue (the console's list, counted on its
 * tab) or the approved / rejected signs with their outcome, to answer an applicant who asks why.
 */
export function SmsQueue({ list }: { list: ReturnType<typeof useSmsReviews> }) {
  const { t } = useTranslation('usercentre');
  const [state, setState] = useFilterParam<SmsState>(SMS_SIGN_STATES, 'pending');
  // For 'pending' this is the console's own query (same key): nothing is read twice.
  const chosen = useSmsReviews(state);
  const review = useReviewSign();
  const told = useTold();
  const texts = useTexts();
  return (
    <>
      <QueueFilter
        label={t('operator.filter')}
        testId="op-sms-filter"
        value={state}
        onChange={setState}
        options={SMS_SIGN_STATES.map((k) => ({ value: k, label: t(`operator.filters.${k}`) }))}
      />
      <ReviewQueue
        list={state === 'pending' ? list : chosen}
        testId="op-sms"
        busy={review.isPending}
        reasonMax={LIMITS.programmeSms.reasonMax}
        rowKey={(s) => s.id}
        texts={state === 'pending' ? texts : { ...texts, empty: t('operator.emptyDecided') }}
        decidable={(s) => s.status === 'pending'}
        renderRow={(s) => (
          <>
            <strong>【{s.text}】</strong>
            <Outcome state={s.status} reason={s.reason} />
            <p className="rq-meta">
              {t('operator.by', { name: s.applicant.name })} · {t('operator.submitted', { date: formatDateTime(s.createdAt) })}
            </p>
          </>
        )}
        onDecide={(s, approve, reason) => review.mutateAsync({ id: s.id, approve, reason }).then(() => told(approve))}
      />
    </>
  );
}

const CLAIM_TABS = ['pending', 'decided'] as const;

/** Invite reward documents: the pending queue (the console's list) or the decided ones with their outcome, as the old invite review offered. */
export function InviteQueue({ list }: { list: ReturnType<typeof useInviteClaims> }) {
  const { t } = useTranslation('usercentre');
  const [tab, setTab] = useFilterParam<(typeof CLAIM_TABS)[number]>(CLAIM_TABS, 'pending');
  // For 'pending' this is the console's own query (same key): nothing is read twice.
  const chosen = useInviteClaims(tab);
  const review = useReviewClaim();
  const told = useTold();
  // Approving sends the reward's golden keys at once: the button says so.
  const texts = { ...useTexts(), approve: t('operator.approveReward') };
  return (
    <>
      <QueueFilter label={t('operator.filter')} testId="op-invite-filter" value={tab} onChange={setTab} options={CLAIM_TABS.map((k) => ({ value: k, label: t(`operator.filters.${k}`) }))} />
      <ReviewQueue
        list={tab === 'pending' ? list : chosen}
        testId="op-invite"
        busy={review.isPending}
        reasonMax={LIMITS.programmePromotion.rejectReasonMax}
        rowKey={(c) => c.id}
        texts={tab === 'pending' ? texts : { ...texts, empty: t('operator.emptyDecided') }}
        decidable={(c) => c.state === 'pending'}
        renderRow={(c) => (
          <>
            <div className="actions-row">
              <Avatar url={c.claimant.avatarUrl} name={c.claimant.name} seed={c.claimant.phoneIdEcr} />
              <strong>{c.claimant.name}</strong>
              <Outcome state={c.state} reason={c.reason} />
            </div>
            <p className="rq-meta">
              {t('operator.inviteClaim', { activity: c.activityTitle, invitees: c.invitees, target: c.target })} · {formatDate(c.updatedAt)}
            </p>
            <p>{t('operator.claimant', { name: c.realName, contact: c.contact })}</p>
            {c.note && <p className="rq-meta">{c.note}</p>}
            <div className="actions-row">
              {c.images.map((u, i) => (
                <a key={u} href={u} target="_blank" rel="noreferrer">
                  <Picture src={u} alt={t('operator.picture', { n: i + 1 })} width={72} height={72} />
                </a>
              ))}
            </div>
          </>
        )}
        onDecide={(c, approve, reason) => review.mutateAsync({ id: c.id, verdict: approve ? 'approve' : 'reject', reason }).then(() => told(approve))}
      />
    </>
  );
}

export function ViolationQueues({
  cases,
  videos,
  circles,
}: {
  cases: ReturnType<typeof useComplaints>;
  videos: ReturnType<typeof useVideoComplaints>;
  circles: ReturnType<typeof useCircleComplaintQueue>;
}) {
  const { t } = useTranslation(['usercentre', 'contentCases', 'videoCart']);
  const texts = useTexts(true);
  const told = useTold(true);
  const decideCase = useDecideComplaint();
  const decideVideo = useDecideVideoComplaint();
  return (
    <>
      <Section title={t('operator.sections.caseComplaints')}>
        <ReviewQueue
          list={cases}
          testId="op-case-complaints"
          texts={texts}
          reasonOnApprove
          busy={decideCase.isPending}
          reasonMax={LIMITS.content.caseReasonMax}
          rowKey={(c) => c.id}
          renderRow={(c) => (
            <>
              <CaseBrief c={c.case} />
              <p>
                {t(`contentCases:reasons.${c.reason}`)}：{c.text}
              </p>
              <p className="rq-meta">{t('operator.reporter', { name: c.reporter.name })}</p>
            </>
          )}
          onDecide={(c, pass, reason) => decideCase.mutateAsync({ id: c.id, pass, reason }).then(() => told(pass))}
        />
      </Section>
      <Section title={t('operator.sections.videoComplaints')}>
        <ReviewQueue
          list={videos}
          testId="op-video-complaints"
          texts={texts}
          reasonOnApprove
          busy={decideVideo.isPending}
          reasonMax={LIMITS.video.takedownReasonMax}
          rowKey={(c) => c.id}
          renderRow={(c) => (
            <>
              {c.video.coverUrl && <Picture width={72} height={72} className="rq-cover" src={c.video.coverUrl} alt="" />}
              <strong>{c.video.title}</strong>
              <p className="rq-meta">
                {t('operator.owner', { name: c.video.owner.name })} · {t('operator.reporter', { name: c.reporter.name })}
              </p>
              <p>
                {t(`videoCart:review.reasons.${c.reason}`, { defaultValue: c.reason })}
                {c.text ? `：${c.text}` : ''}
              </p>
              {c.pictures.length > 0 && (
                <div className="actions-row">
                  {c.pictures.map((u, i) => (
                    <a key={u} href={u} target="_blank" rel="noreferrer">
                      <Picture src={u} alt={t('operator.picture', { n: i + 1 })} width={72} height={72} />
                    </a>
                  ))}
                </div>
              )}
            </>
          )}
          onDecide={(c, uphold, reason) => decideVideo.mutateAsync({ id: c.id, uphold, reason }).then(() => told(uphold))}
        />
      </Section>
      <Section title={t('operator.sections.circleComplaints')}>
        <CircleComplaintQueue list={circles} texts={texts} />
      </Section>
    </>
  );
}

/** Refunds are customer service's decision (orders area): read-only here, with the way to the agents' screen. */
export function RefundList({ list }: { list: ReturnType<typeof usePendingRefunds> }) {
  const { t } = useTranslation('usercentre');
  return (
    <>
      <p className="muted">{t('operator.refundNote')}</p>
      <ReviewQueue
        list={list}
        testId="op-refunds"
        texts={useTexts()}
        rowKey={(r) => r.id}
        renderRow={(r) => (
          <>
            <strong>{t('operator.refundRow', { user: r.userName, title: r.title, amount: formatFen(r.amountFen) })}</strong>
            <p className="rq-meta">{r.reason}</p>
          </>
        )}
      />
      {rowsOf(list.data).length > 0 && (
        <Link className="btn btn-ghost" to={paths.refundAdmin} data-testid="op-refund-admin">
          {t('operator.refundOpen')}
        </Link>
      )}
    </>
  );
}

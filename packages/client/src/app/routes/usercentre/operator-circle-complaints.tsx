import { CIRCLE_COMPLAINT_REVIEW_STATES, LIMITS, type CircleComplaintState } from '@card/contract';
import { Picture } from '../../../components/ui/Picture';
import { QueueFilter, ReviewQueue, type QueueTexts } from '../../../components/ui/ReviewQueue';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/datetime';
import { toast } from '../../../lib/toast';
import { useCircleComplaintQueue, useDecideCircleComplaint } from '../../../features/circle/api-manage';
import { useFilterParam } from './operator-filter';

/**
 * Complaints about circles in the console's 违规投诉 tab (issue 32): what was complained about (the circle, the
 * announcements named as evidence as they read now, the text, the pictures, when), uphold with a reason or dismiss.
 * The open ones are the console's list (counted on the tab); the filter shows decided ones with their outcome.
 */
export function CircleComplaintQueue({ list, texts }: { list: ReturnType<typeof useCircleComplaintQueue>; texts: QueueTexts }) {
  const { t } = useTranslation('usercentre');
  const [state, setState] = useFilterParam<CircleComplaintState>(CIRCLE_COMPLAINT_REVIEW_STATES, 'open');
  // For 'open' this is the console's own query (same key): nothing is read twice.
  const chosen = useCircleComplaintQueue(state);
  const decide = useDecideCircleComplaint();
  return (
    <>
      <QueueFilter
        label={t('operator.filter')}
        testId="op-circle-filter"
        value={state}
        onChange={setState}
        options={CIRCLE_COMPLAINT_REVIEW_STATES.map((k) => ({ value: k, label: t(`operator.circleStates.${k}`) }))}
      />
      <ReviewQueue
        list={state === 'open' ? list : chosen}
        testId="op-circle-complaints"
        reasonOnApprove
        busy={decide.isPending}
        reasonMax={LIMITS.circle.reasonLength}
        texts={state === 'open' ? texts : { ...texts, empty: t('operator.emptyDecided') }}
        decidable={(c) => c.state === 'open'}
        rowKey={(c) => c.complaintId}
        renderRow={(c) => (
          <>
            <strong data-testid="op-circle-name">{c.circleName}</strong>
            {c.state !== 'open' && (
              <span className="rq-state" data-state={c.state === 'upheld' ? 'approved' : 'rejected'} data-testid="op-state">
                {t(`operator.circleStates.${c.state}`)}
              </span>
            )}
            <p className="rq-meta">
              {t('operator.reporter', { name: c.complainant.name || '—' })} · {t('operator.submitted', { date: formatDateTime(c.createdAt) })}
            </p>
            <p>{c.content}</p>
            {c.evidence.length > 0 && (
              <ul className="rq-evidence" aria-label={t('operator.evidence')}>
                {c.evidence.map((e) => (
                  <li key={e.bulletinId}>{e.shown ? e.content : t('operator.evidenceRemoved')}</li>
                ))}
              </ul>
            )}
            {c.pictures.length > 0 && (
              <div className="actions-row">
                {c.pictures.map((u, i) => (
                  <a key={u} href={u} target="_blank" rel="noreferrer">
                    <Picture src={u} alt={t('operator.picture', { n: i + 1 })} width={72} height={72} />
                  </a>
                ))}
              </div>
            )}
            {c.decisionReason && <p className="rq-meta">{t('operator.decidedFor', { reason: c.decisionReason })}</p>}
          </>
        )}
        onDecide={(c, uphold, reason) =>
          decide.mutateAsync({ complaintId: c.complaintId, uphold, reason }).then(() => toast.info(t(uphold ? 'operator.circleUpheld' : 'operator.circleDismissed')))
        }
      />
    </>
  );
}

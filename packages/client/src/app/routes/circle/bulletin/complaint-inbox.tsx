import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useComplaintInbox } from '../../../../features/circle/api-bulletin';
import { beijingDateTime } from '../../../../features/circle/circle-texts';
import '../../../../features/circle/bulletin.css';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/**
 * The owner's 投诉记录 (issue 32): complaints about their circle, newest first, each with its evidence and outcome.
 * The server lets only the owner in; anyone else reads its refusal here. Complainants are not named (see the note).
 */
export default function ComplaintInboxRoute() {
  const { t } = useTranslation('circleBulletin');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const q = useComplaintInbox(cid);
  const title = t('inbox.title');
  const back = paths.circleAffiche(cid);
  if (q.error)
    return (
      <Page title={title} backTo={back}>
        <p className="result muted" role="alert" data-testid="inbox-refused">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={back}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={title} backTo={back}>
      <p className="muted">{t('inbox.note')}</p>
      {rows.length === 0 ? (
        <EmptyState icon={UsersRound} title={t('inbox.empty')} hint={t('inbox.emptyHint')} testId="inbox-empty" />
      ) : (
        <ul className="complaint-inbox" data-testid="complaint-inbox-list">
          {rows.map((c) => (
            <li key={c.complaintId} data-testid="inbox-item">
              <p className="bulletin-meta">
                <span className={`complaint-state ${c.state}`} data-testid="inbox-state">
                  {t(`inbox.${c.state}`)}
                </span>
                <time className="muted">{beijingDateTime(c.createdAt)}</time>
              </p>
              {c.state !== 'open' && c.decisionReason && (
                <p className="muted" data-testid="inbox-reason">
                  {t('inbox.reason', { reason: c.decisionReason })}
                </p>
              )}
              <p className="bulletin-text">{c.content}</p>
              {c.evidence.length > 0 && (
                <>
                  <p className="muted">{t('inbox.evidence')}</p>
                  <ul className="bulletin-links">
                    {c.evidence.map((e) => (
                      <li key={e.bulletinId}>{e.shown ? e.content : t('inbox.removed')}</li>
                    ))}
                  </ul>
                </>
              )}
              {c.pictureCount > 0 && <p className="muted">{t('inbox.pictures', { count: c.pictureCount })}</p>}
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

import '../../../../features/programme/promotion/promotion.css';
import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useInviteHome } from '../../../../features/programme/promotion/api';
import { ShareBox } from '../../../../features/programme/promotion/components/ShareBox';
import { dayOf, documentsAction, progressPercent } from '../../../../features/programme/promotion/promotion.view';
import { RowChevron } from '../../../../components/ui/Icon';

/**
 * /invite/index: the running invite activity: its rules (plain text, inert), the progress bar toward the target
 * (invitees who registered through the caller and completed their card), the invite link and QR code, the
 * invitees' list (progressList), the documents (uploadDocuments/0 at the target, /1 to edit one under review) with
 * the claim's state, and for operators the review list.
 */
export default function InviteIndexRoute() {
  const { t } = useTranslation('programmePromotion');
  const home = useInviteHome();
  const d = home.data;
  const title = t('titles.inviteIndex');
  if (home.isError)
    return (
      <Page title={title}>
        <p className="result muted" role="alert">
          {home.error.message}
        </p>
      </Page>
    );
  if (!d)
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  const a = d.activity;
  const action = documentsAction(d.reached, d.claim?.state ?? null);
  const review = d.canReview && (
    <nav className="pm-links">
      <Link to={paths.operatorTab('invite')} data-testid="invite-to-review">
        <span>{t('invite.review')}</span>
        <RowChevron />
      </Link>
    </nav>
  );
  if (!a)
    return (
      <Page title={title}>
        <p className="result muted" data-testid="invite-none">
          {t('invite.none')}
        </p>
        {review}
      </Page>
    );
  return (
    <Page title={title}>
      <section className="pm-hero" data-testid="invite-hero">
        <h2 data-testid="invite-title">{a.title}</h2>
        <p>{t('invite.period', { from: dayOf(a.startAt), to: dayOf(a.endAt) })}</p>
        <p>{t('invite.reward', { keys: a.rewardKeys })}</p>
      </section>
      <section className="pm-section" data-testid="invite-progress">
        <h3>{t('invite.progress')}</h3>
        <div className="pm-progress" role="progressbar" aria-label={t('invite.progress')} aria-valuemin={0} aria-valuemax={a.target} aria-valuenow={Math.min(d.qualified, a.target)}>
          <div style={{ width: `${progressPercent(d.qualified, a.target)}%` }} />
        </div>
        <p data-testid="invite-progress-text">{t('invite.progressText', { done: d.qualified, target: a.target, registered: d.registered })}</p>
        {d.reached && !d.claim && (
          <p className="pm-ok" data-testid="invite-reached">
            {t('invite.reached')}
          </p>
        )}
      </section>
      {d.claim && (
        <section className="pm-claim" data-testid="invite-claim">
          <p>
            {t('invite.claimState')}
            <span className={`pm-state pm-state-${d.claim.state}`} data-testid="invite-claim-state">
              {t(`claimStates.${d.claim.state}`)}
            </span>
          </p>
          {d.claim.state === 'rejected' && <p data-testid="invite-claim-reason">{t('invite.rejectReason', { reason: d.claim.reason })}</p>}
        </section>
      )}
      <nav className="pm-links">
        <Link to={paths.inviteProgressList} data-testid="invite-to-progress">
          <span>{t('invite.toProgress')}</span>
          <RowChevron />
        </Link>
        {action === 'submit' && (
          <Link to={paths.inviteUploadDocuments(false)} data-testid="invite-to-upload">
            <span>{t('invite.toUpload')}</span>
            <RowChevron />
          </Link>
        )}
        {action === 'edit' && (
          <Link to={paths.inviteUploadDocuments(true)} data-testid="invite-to-edit">
            <span>{t('invite.toEdit')}</span>
            <RowChevron />
          </Link>
        )}
      </nav>
      {review}
      <section className="pm-section">
        <h3>{t('invite.myLink')}</h3>
        <ShareBox shareUrl={d.shareUrl} qrDataUrl={d.qrDataUrl} testId="invite-share" />
      </section>
      <section className="pm-section">
        <h3>{t('invite.rules')}</h3>
        <p className="pm-rules" data-testid="invite-rules">
          {a.rules}
        </p>
      </section>
    </Page>
  );
}

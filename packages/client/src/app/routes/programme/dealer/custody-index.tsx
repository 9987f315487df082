import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useCancelCustody, useCustodyIndex } from '../../../../features/programme/dealer/api';
import { CustodyStatus, PersonRow, shortTime } from '../../../../features/programme/dealer/components';
import '../../../../features/programme/dealer/dealer.css';

/**
 * /dealerCustody/custodyIndex (hub 托管): the owner's side (their card's custody and how to ask for one), the
 * custodian's side (cards looked after, search, poster; hidden for dealers, who cannot operate custody), and for
 * customer service the agent section, the only way a custody is disconnected.
 */
export default function CustodyIndexRoute() {
  const { t } = useTranslation('programmeDealer');
  const q = useCustodyIndex();
  const cancel = useCancelCustody();
  if (q.isError)
    return (
      <Page title={t('titles.custodyIndex')} backTo={paths.programmeHub}>
        <p className="result" role="alert">
          {q.error.message}
        </p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.custodyIndex')} backTo={paths.programmeHub}>
        <Loading />
      </Page>
    );
  const d = q.data;
  const mine = d.mine;
  const open = mine && (mine.status === 'requested' || mine.status === 'active');
  return (
    <Page title={t('titles.custodyIndex')} backTo={paths.programmeHub}>
      <h2 className="section-title">{t('custody.mine')}</h2>
      <section className="dl-panel" data-testid="custody-mine">
        {mine ? (
          <ul className="dl-list">
            <PersonRow person={mine.custodian} side={<CustodyStatus status={mine.status} />} sub={t('custody.requestedAt', { time: shortTime(mine.requestedAt) })}>
              {mine.status === 'active' && (
                <p className="muted" data-testid="custody-agent-only">
                  {t('custody.activeHint')}
                </p>
              )}
              {mine.status === 'ended' && mine.endReason && <p className="muted">{t('custody.endReason', { reason: mine.endReason })}</p>}
              {mine.status === 'requested' && (
                <div className="dl-actions">
                  <ConfirmButton
                    label={t('custody.cancel')}
                    armedLabel={t('custody.cancelSure')}
                    disabled={cancel.isPending}
                    testId="custody-cancel"
                    onConfirm={() => cancel.mutate(mine.id)}
                  />
                </div>
              )}
            </PersonRow>
          </ul>
        ) : (
          <p className="muted" data-testid="custody-none">
            {t('custody.none')}
          </p>
        )}
        {!open && (
          <Link className="btn btn-primary" to={paths.custodyRequest} data-testid="custody-request-go">
            {t('custody.requestGo')}
          </Link>
        )}
      </section>
      <h2 className="section-title">{t('custody.asCustodian')}</h2>
      {d.isDealer ? (
        <p className="dl-panel muted" data-testid="custody-dealer">
          {t('custody.dealerHint')}
        </p>
      ) : (
        <nav className="dl-menu">
          <Link to={paths.custodyHome} data-testid="custody-home-go">
            {t('titles.custodyHome')} · {t('custody.counts', { active: d.activeCount, requested: d.requestedCount })}
          </Link>
          <Link to={paths.searchCustody} data-testid="custody-search-go">
            {t('titles.searchCustody')}
          </Link>
          <Link to={paths.custodyPosterEdit} data-testid="custody-poster-go">
            {t('titles.custodyPosterEdit')}
          </Link>
        </nav>
      )}
      {d.isAgent && (
        <>
          <h2 className="section-title">{t('custody.agentSection')}</h2>
          <nav className="dl-menu">
            <Link to={paths.custodyAgent} data-testid="custody-agent-go">
              {t('titles.custodyAgent')}
            </Link>
          </nav>
        </>
      )}
    </Page>
  );
}

import '../../../../features/programme/promotion/promotion.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useApplyDistributor, useDistributorHome, useDistributorTeam } from '../../../../features/programme/promotion/api';
import { Earnings } from '../../../../features/programme/promotion/components/Earnings';
import { PersonRow } from '../../../../features/programme/promotion/components/PersonRow';
import { ShareBox } from '../../../../features/programme/promotion/components/ShareBox';
import { dayOf } from '../../../../features/programme/promotion/promotion.view';
import { RowChevron } from '../../../../components/ui/Icon';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

/**
 * /distributor/home: the super distributor. Before joining: the condition (an ambassador with N paying referrals)
 * and the apply button (refusals show their catalogue message). A distributor sees the second-tier share earned
 * (frozen, released, total), their link, and the team in two tabs: direct and second tier (with who brought whom).
 */
export default function DistributorHomeRoute() {
  const { t } = useTranslation(['programmePromotion', 'common']);
  const home = useDistributorHome();
  const apply = useApplyDistributor();
  const [tier, setTier] = useState<'direct' | 'second'>('direct');
  const d = home.data;
  const team = useDistributorTeam(tier, Boolean(d));
  const rows = rowsOf(team.data);
  const title = t('titles.distributorHome');
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
  return (
    <Page title={title}>
      <section className="pm-hero" data-testid="distributor-hero">
        <h2>
          {t(d.distributor ? 'distributor.heroTitleMember' : 'distributor.heroTitle')}
          {d.distributor && (
            <span className="pm-badge" data-testid="distributor-badge">
              {t('distributor.badge')}
            </span>
          )}
        </h2>
        <p>{t('distributor.heroBody', { percent: d.secondTierPercent })}</p>
      </section>
      {!d.distributor && (
        <section className="pm-section" data-testid="distributor-apply">
          <h3>{t('distributor.conditions')}</h3>
          <ul className="pm-conds">
            <li data-testid="distributor-cond-ambassador">
              <span>{t('distributor.condAmbassador')}</span>
              <span className={d.ambassador ? 'pm-ok' : 'pm-miss'}>{d.ambassador ? t('ambassador.met') : t('ambassador.unmet')}</span>
            </li>
            <li data-testid="distributor-cond-paid">
              <span>{t('distributor.condPaid', { min: d.minPaidReferrals })}</span>
              <span className={d.paidReferrals >= d.minPaidReferrals ? 'pm-ok' : 'pm-miss'}>
                {d.paidReferrals}/{d.minPaidReferrals}
              </span>
            </li>
          </ul>
          {!d.ambassador && (
            <p>
              <Link to={paths.ambassadorHome} data-testid="distributor-to-ambassador">
                {t('distributor.toAmbassador')}
              </Link>
            </p>
          )}
          <Button type="button" disabled={apply.isPending} onClick={() => apply.mutate()} data-testid="distributor-apply-button">
            {apply.isPending ? t('ambassador.applying') : t('distributor.apply')}
          </Button>
        </section>
      )}
      {d.distributor && (
        <>
          <section className="pm-section">
            <h3>{t('distributor.earnings')}</h3>
            <Earnings earnings={d.earnings} testId="distributor-earnings" />
          </section>
          <section className="pm-section">
            <h3>{t('ambassador.myLink')}</h3>
            <ShareBox shareUrl={d.shareUrl} qrDataUrl={d.qrDataUrl} testId="distributor-share" />
          </section>
        </>
      )}
      <nav className="pm-links">
        <Link to={paths.referralRules} data-testid="distributor-to-rules">
          <span>{t('common:referral.rulesLink')}</span>
          <RowChevron />
        </Link>
      </nav>
      <section className="pm-section">
        <h3>{t('distributor.team')}</h3>
        <Tabs
          variant="chips"
          label={t('distributor.team')}
          value={tier}
          onChange={setTier}
          options={[
            { value: 'direct', label: t('team.direct', { count: d.directCount }), testId: 'team-tab-direct' },
            { value: 'second', label: t('team.second', { count: d.secondCount }), testId: 'team-tab-second' },
          ]}
        />
        {team.data && rows.length === 0 && <EmptyState icon={Sparkles} title={t('team.empty')} hint={t('team.emptyHint')} testId="team-empty" />}
        <ul className="pm-list" data-testid="distributor-team">
          {rows.map((r) => (
            <PersonRow
              key={`${r.person.phoneIdEcr}-${r.joinedAt}`}
              person={r.person}
              testId="team-member"
              on={r.paid}
              meta={r.via ? t('team.via', { name: r.via.name, day: dayOf(r.joinedAt) }) : t('ambassador.joined', { day: dayOf(r.joinedAt) })}
              tag={r.paid ? t('team.paid') : t('team.unpaid')}
            />
          ))}
        </ul>
        <LoadMore hasMore={team.hasNextPage} loading={team.isFetchingNextPage} onMore={() => void team.fetchNextPage()} />
      </section>
    </Page>
  );
}

import '../../../../features/programme/promotion/promotion.css';
import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { formatFen } from '../../../../lib/money';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useAmbassadorHome, useAmbassadorReferrals, useApplyAmbassador } from '../../../../features/programme/promotion/api';
import { Earnings } from '../../../../features/programme/promotion/components/Earnings';
import { PersonRow } from '../../../../features/programme/promotion/components/PersonRow';
import { ShareBox } from '../../../../features/programme/promotion/components/ShareBox';
import { dayOf } from '../../../../features/programme/promotion/promotion.view';
import { RowChevron } from '../../../../components/ui/Icon';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/**
 * /promotion/home: the promotion ambassador. Before joining: what the programme is, the two conditions (VIP, a card
 * with name, company and position) each ticked or not, and 申请成为推广大使 (a refusal shows its catalogue message).
 * An ambassador sees their link and QR code, their commission (frozen, released, total) and the people they brought.
 */
export default function AmbassadorHomeRoute() {
  const { t } = useTranslation(['programmePromotion', 'common']);
  const home = useAmbassadorHome();
  const apply = useApplyAmbassador();
  const d = home.data;
  const list = useAmbassadorReferrals(Boolean(d?.ambassador));
  const rows = rowsOf(list.data);
  const title = t('titles.ambassadorHome');
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
  const cond = (ok: boolean, label: string, testId: string) => (
    <li data-testid={testId}>
      <span>{label}</span>
      <span className={ok ? 'pm-ok' : 'pm-miss'}>{ok ? t('ambassador.met') : t('ambassador.unmet')}</span>
    </li>
  );
  return (
    <Page title={title}>
      <section className="pm-hero" data-testid="ambassador-hero">
        <h2>
          {t(d.ambassador ? 'ambassador.heroTitleMember' : 'ambassador.heroTitle')}
          {d.ambassador && (
            <span className="pm-badge" data-testid="ambassador-badge">
              {t('ambassador.badge')}
            </span>
          )}
        </h2>
        <p>{t('ambassador.heroBody')}</p>
      </section>
      {!d.ambassador && (
        <section className="pm-section" data-testid="ambassador-apply">
          <h3>{t('ambassador.conditions')}</h3>
          <ul className="pm-conds">
            {cond(d.vip, t('ambassador.condVip'), 'ambassador-cond-vip')}
            {cond(d.cardComplete, t('ambassador.condCard'), 'ambassador-cond-card')}
          </ul>
          <Button type="button" disabled={apply.isPending} onClick={() => apply.mutate()} data-testid="ambassador-apply-button">
            {apply.isPending ? t('ambassador.applying') : t('ambassador.apply')}
          </Button>
        </section>
      )}
      {d.ambassador && (
        <>
          <section className="pm-section">
            <h3>{t('ambassador.earnings')}</h3>
            <Earnings earnings={d.earnings} testId="ambassador-earnings" />
          </section>
          <section className="pm-section">
            <h3>{t('ambassador.myLink')}</h3>
            <ShareBox shareUrl={d.shareUrl} qrDataUrl={d.qrDataUrl} testId="ambassador-share" />
          </section>
        </>
      )}
      <nav className="pm-links">
        <Link to={paths.distributorHome} data-testid="ambassador-to-distributor">
          <span>{t('ambassador.toDistributor')}</span>
          <RowChevron />
        </Link>
        <Link to={paths.inviteIndex} data-testid="ambassador-to-invite">
          <span>{t('ambassador.toInvite')}</span>
          <RowChevron />
        </Link>
        <Link to={paths.referralRules} data-testid="ambassador-to-rules">
          <span>{t('common:referral.rulesLink')}</span>
          <RowChevron />
        </Link>
      </nav>
      {d.ambassador && (
        <section className="pm-section">
          <h3 data-testid="ambassador-referred">{t('ambassador.referred', { count: d.referredCount, paid: d.paidReferrals })}</h3>
          {list.data && rows.length === 0 && <EmptyState icon={Sparkles} title={t('ambassador.noReferrals')} hint={t('ambassador.noReferralsHint')} testId="ambassador-referrals-empty" />}
          <ul className="pm-list" data-testid="ambassador-referrals">
            {rows.map((r) => (
              <PersonRow
                key={`${r.person.phoneIdEcr}-${r.joinedAt}`}
                person={r.person}
                testId="ambassador-referral"
                on={r.paid}
                meta={
                  <>
                    {t('ambassador.joined', { day: dayOf(r.joinedAt) })}
                    {r.earnedFen > 0 && <> · {t('ambassador.earned', { amount: formatFen(r.earnedFen) })}</>}
                    {/* Paid under another programme's role (issue 32): the one commission, shown where it went. */}
                    {r.paidAs && r.paidAs !== 'ambassador' && (
                      <span className="pm-paid-as" data-testid="ambassador-paid-as">
                        {t('common:referral.paidAs', { role: t(`common:referral.roles.${r.paidAs}`) })}
                      </span>
                    )}
                  </>
                }
                tag={r.paid ? t('team.paid') : t('team.unpaid')}
              />
            ))}
          </ul>
          <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
        </section>
      )}
    </Page>
  );
}

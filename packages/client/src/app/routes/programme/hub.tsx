import { Link } from 'react-router';
import { Page } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { tokenStore } from '../../../lib/token';
import { useUserInfo } from '../../../features/account/api';
import './hub.css';

/** The hub's groups: each row opens one part's entry screen (config/paths-programme-<part>.ts). */
const GROUPS: { key: string; rows: [string, string, string][] }[] = [
  { key: 'earn', rows: [
    ['dealerHome', paths.dealerHome, '◆'], ['custodyIndex', paths.custodyIndex, '◈'], ['ambassadorHome', paths.ambassadorHome, '★'],
    ['distributorHome', paths.distributorHome, '✦'], ['inviteIndex', paths.inviteIndex, '✉'],
  ] },
  { key: 'habits', rows: [['checkinHome', paths.checkinHome, '☀'], ['studyHome', paths.studyHome, '✎']] },
  { key: 'tools', rows: [
    ['smsHome', paths.smsHome, '✆'], ['annualReport', paths.annualReport, '▤'], ['dataAnalysis', paths.dataAnalysis, '▥'],
    ['shakeHome', paths.shakeHome, '◎'], ['roleIndex', paths.roleIndex, '⚑'],
  ] },
  { key: 'looks', rows: [['pendants', paths.pendants, '❂'], ['nicknameCustoms', paths.nicknameCustoms, '☺']] },
];

/**
 * /programme/index (management centre 成长与工具): the one way into the growth programmes and small modules of
 * issue 18, grouped as a user thinks of them: earning, daily habits, tools, and how the card looks.
 */
export default function ProgrammeHubRoute() {
  const { t } = useTranslation('programmeHub');
  const me = useUserInfo(Boolean(tokenStore.get()));
  const roles = me.data?.roles ?? [];
  return (
    <Page title={t('titles.hub')}>
      {GROUPS.map((g) => (
        <section key={g.key}>
          <h2 className="section-title">{t(`groups.${g.key}`)}</h2>
          <nav className="pg-links" aria-label={t(`groups.${g.key}`)}>
            {g.rows.map(([name, to, icon]) => (
              <Link key={name} to={to} data-testid={`hub-${name}`}>
                <span className="pg-link-icon" aria-hidden="true">{icon}</span>
                <span className="pg-link-text"><span>{t(`rows.${name}.title`)}</span><small>{t(`rows.${name}.hint`)}</small></span>
                {name === 'dealerHome' && roles.includes('dealer') && <span className="pg-badge">{t('badges.dealer')}</span>}
              </Link>
            ))}
          </nav>
        </section>
      ))}
    </Page>
  );
}

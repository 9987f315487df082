import { Link } from 'react-router';
import { Award, BadgeInfo, CalendarCheck, ChartColumn, FileBarChart, Gem, GraduationCap, MessageSquareText, Network, Send, Store, Tags, Vault, Vibrate, type LucideIcon } from 'lucide-react';
import { TileIcon } from '../../../components/ui/Icon';
import { Page } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { tokenStore } from '../../../lib/token';
import { useUserInfo } from '../../../features/account/api';
import './hub.css';

/** The hub's groups: each row opens one part's entry screen (programme-<part>.paths.ts). */
const GROUPS: { key: string; rows: [string, string, LucideIcon][] }[] = [
  {
    key: 'earn',
    rows: [
      ['dealerHome', paths.dealerHome, Store],
      ['custodyIndex', paths.custodyIndex, Vault],
      ['ambassadorHome', paths.ambassadorHome, Award],
      ['distributorHome', paths.distributorHome, Network],
      ['inviteIndex', paths.inviteIndex, Send],
    ],
  },
  {
    key: 'habits',
    rows: [
      ['checkinHome', paths.checkinHome, CalendarCheck],
      ['studyHome', paths.studyHome, GraduationCap],
    ],
  },
  {
    key: 'tools',
    rows: [
      ['smsHome', paths.smsHome, MessageSquareText],
      ['annualReport', paths.annualReport, FileBarChart],
      ['dataAnalysis', paths.dataAnalysis, ChartColumn],
      ['shakeHome', paths.shakeHome, Vibrate],
      ['roleIndex', paths.roleIndex, Tags],
    ],
  },
  {
    key: 'looks',
    rows: [
      ['pendants', paths.pendants, Gem],
      ['nicknameCustoms', paths.nicknameCustoms, BadgeInfo],
    ],
  },
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
                <TileIcon icon={icon} size="sm" />
                <span className="pg-link-text">
                  <span>{t(`rows.${name}.title`)}</span>
                  <small>{t(`rows.${name}.hint`)}</small>
                </span>
                {name === 'dealerHome' && roles.includes('dealer') && <span className="pg-badge">{t('badges.dealer')}</span>}
              </Link>
            ))}
          </nav>
        </section>
      ))}
    </Page>
  );
}

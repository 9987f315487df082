import { useState, type FormEvent } from 'react';
import { ClipboardList, Flag, Headset, Inbox, Lightbulb, ListChecks, MessageSquareText, MessagesSquare, Scale, Settings, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, type HelpKind } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { tokenStore } from '../../../../lib/token';
import { useUserInfo } from '../../../../features/account/api';
import { useHelpHome } from '../../../../features/service/help/api';
import { HelpArticleRow } from '../../../../features/service/help/components/HelpArticleRow';
import { KIND_ICON } from '../../../../features/service/help/kind-icons';
import { TileIcon } from '../../../../components/ui/Icon';
import '../../../../features/service/help/help.css';

/** The kinds with a list screen of their own; 'article' (common questions) shows its newest here and in search only. */
const KIND_PATHS: Partial<Record<HelpKind, string>> = { ebook: paths.helpEbook, video: paths.helpVideo, guide: paths.helpGuide };
const TILES: [HelpKind, string][] = [
  ['ebook', paths.helpEbook],
  ['video', paths.helpVideo],
  ['guide', paths.helpGuide],
];
/** Every customer-facing screen of customer service: the home is the area's one entry. */
const SERVICES: [string, string, LucideIcon][] = [
  ['online', paths.onlineService, Headset],
  ['feedback', paths.serviceFeedback, MessageSquareText],
  ['advise', paths.serviceAdvise, Lightbulb],
  ['security', paths.serviceSecurity, ShieldCheck],
  ['tickets', paths.serviceTickets, ClipboardList],
  ['complaint', paths.serviceComplaint, Flag],
  ['complaints', paths.myComplaints, ListChecks],
];

/**
 * /customer/client/home (management centre 客服中心): search, the three kinds of help, the newest articles of each
 * kind and the ways to a person (online service, feedback, advice, my tickets, complaint). An agent also sees the
 * service desk and the help centre's management.
 */
export default function HomeRoute() {
  const { t } = useTranslation('serviceHelp');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const home = useHelpHome();
  const me = useUserInfo(Boolean(tokenStore.get()));
  const agent = Boolean(me.data?.roles.includes('customerService'));
  const search = (e: FormEvent) => {
    e.preventDefault();
    const k = typed.trim();
    // A blank search opens the search screen to type in; a typed one opens its results.
    navigate(k ? `${paths.helpSearch}?keyword=${encodeURIComponent(k)}` : paths.helpSearch);
  };
  const counts = new Map(home.data?.kinds.map((k) => [k.kind, k.count]));
  return (
    <Page title={t('titles.home')}>
      <form className="hc-search" role="search" onSubmit={search}>
        <input
          type="search"
          value={typed}
          maxLength={LIMITS.service.helpKeywordMax}
          placeholder={t('search.hint')}
          aria-label={t('search.hint')}
          enterKeyHint="search"
          onChange={(e) => setTyped(e.target.value)}
          data-testid="help-home-search"
        />
        <button type="submit" className="btn btn-primary hc-search-go" data-testid="help-home-search-go">
          {t('search.go')}
        </button>
      </form>
      <nav className="hc-tiles" aria-label={t('home.kinds')}>
        {TILES.map(([kind, to]) => (
          <Link key={kind} to={to} className={`hc-tile hc-kind-${kind}`} data-testid={`help-tile-${kind}`}>
            <TileIcon icon={KIND_ICON[kind]} size="lg" />
            <span>{t(`kinds.${kind}`)}</span>
            {counts.has(kind) && <span className="hc-tile-count">{t('home.count', { count: counts.get(kind) })}</span>}
          </Link>
        ))}
      </nav>
      <h2 className="section-title">{t('home.services')}</h2>
      <nav className="hc-links" aria-label={t('home.services')}>
        {SERVICES.map(([name, to, icon]) => (
          <Link key={name} to={to} data-testid={`help-go-${name}`}>
            <TileIcon icon={icon} size="sm" />
            {t(`home.links.${name}`)}
          </Link>
        ))}
      </nav>
      {agent && (
        <>
          <h2 className="section-title">{t('home.agent')}</h2>
          <nav className="hc-links" aria-label={t('home.agent')}>
            <Link to={paths.agentOnlineList} data-testid="help-go-desk">
              <TileIcon icon={MessagesSquare} size="sm" />
              {t('home.links.desk')}
            </Link>
            <Link to={paths.agentTickets} data-testid="help-go-agent-tickets">
              <TileIcon icon={Inbox} size="sm" />
              {t('home.links.agentTickets')}
            </Link>
            <Link to={paths.agentComplaints} data-testid="help-go-agent-complaints">
              <TileIcon icon={Scale} size="sm" />
              {t('home.links.agentComplaints')}
            </Link>
            <Link to={paths.agentHelpCenter} data-testid="help-go-manage">
              <TileIcon icon={Settings} size="sm" />
              {t('home.links.manage')}
            </Link>
          </nav>
        </>
      )}
      {home.isPending && <Loading />}
      {home.isError && (
        <p className="result muted" role="alert">
          {home.error.message}
        </p>
      )}
      {home.data?.kinds
        .filter((k) => k.newest.length > 0)
        .map((k) => (
          <section key={k.kind} data-testid={`help-newest-${k.kind}`}>
            <div className="hc-section-head">
              <h2 className="section-title">{t(`home.newest.${k.kind}`)}</h2>
              {KIND_PATHS[k.kind] && (
                <Link className="hc-more" to={KIND_PATHS[k.kind]!}>
                  {t('home.all')}
                </Link>
              )}
            </div>
            <ul className="hc-list">
              {k.newest.map((a) => (
                <HelpArticleRow key={a.id} a={a} />
              ))}
            </ul>
          </section>
        ))}
    </Page>
  );
}

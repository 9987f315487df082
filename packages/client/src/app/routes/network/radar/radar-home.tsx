import { Link, useSearchParams } from 'react-router';
import { BEACON_ACTIONS, type TRadarStats } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { downloadRadarLeads, useAdvisories, useRadarStats, useRadarVisitors, useReadAdvisory, useSetLiveAlerts } from '../../../../features/network/api-radar';
import { visitorWhere } from '../../../../features/network/live-visit-text';
import { RadarWhen } from '../../../../features/network/components/radar-when';
import { Radar } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Switch } from '../../../../components/ui/Switch';

/** /accessRadar/index: who viewed my card (stats, visitors → timeline), demand consultations with the unread badge, leads export. */
export default function RadarHomeRoute() {
  const { t } = useTranslation('networkRadar');
  // The tab is in the address (?tab=advisories), so a consultation message opens 需求咨询 and Back keeps the tab.
  const [search, setSearch] = useSearchParams();
  const tab: 'visitors' | 'advisories' = search.get('tab') === 'advisories' ? 'advisories' : 'visitors';
  const setTab = (next: typeof tab) => setSearch(next === 'visitors' ? {} : { tab: next }, { replace: true });
  const stats = useRadarStats();
  const exportLeads = async () => {
    if (!(await downloadRadarLeads())) toast.error(t('exportFailed'));
  };
  return (
    <Page title={t('titles.radar')} backTo={paths.userCentre}>
      {stats.isError ? (
        <p className="result muted">{stats.error.message}</p>
      ) : stats.data ? (
        <>
          <Stats s={stats.data} />
          <LiveSwitch on={stats.data.liveAlerts} />
        </>
      ) : (
        <Loading />
      )}
      <Tabs
        options={[
          { value: 'visitors', label: t('tabs.visitors'), testId: 'radar-tab-visitors' },
          {
            value: 'advisories',
            label: (
              <>
                {t('tabs.advisories')}
                {(stats.data?.advisoryUnread ?? 0) > 0 && (
                  <span className="badge radar-badge" data-testid="advisory-unread" aria-label={t('unread', { count: stats.data!.advisoryUnread })}>
                    {stats.data!.advisoryUnread}
                  </span>
                )}
              </>
            ),
            testId: 'radar-tab-advisories',
          },
        ]}
        value={tab}
        onChange={setTab}
        label={t('titles.radar')}
      />
      {tab === 'visitors' ? <Visitors /> : <Advisories />}
      <button type="button" className="btn btn-ghost radar-export" data-testid="radar-export" onClick={() => void exportLeads()}>
        {t('export')}
      </button>
    </Page>
  );
}

function Stats({ s }: { s: TRadarStats }) {
  const { t } = useTranslation('networkRadar');
  const cells: [string, number, number][] = [
    ['today', s.todayViews, s.todayVisitors],
    ['week', s.weekViews, s.weekVisitors],
    ['total', s.totalViews, s.totalVisitors],
  ];
  const acted = BEACON_ACTIONS.filter((a) => (s.weekActions[a] ?? 0) > 0);
  return (
    <section className="radar-stats" data-testid="radar-stats">
      <dl className="radar-grid">
        {cells.map(([key, views, visitors]) => (
          <div key={key} data-testid={`radar-stat-${key}`}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd>
              <strong>{views}</strong> {t('stats.views')} · <strong>{visitors}</strong> {t('stats.visitors')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted" data-testid="radar-week-actions">
        {acted.length ? `${t('stats.weekActions')}：${acted.map((a) => `${t(`actions.${a}`)} ${s.weekActions[a]}`).join(' · ')}` : t('stats.noActions')}
      </p>
    </section>
  );
}

/** 实时访客提醒: the owner's open app is told of each new view (features/network/live-visits.tsx). */
function LiveSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('networkRadar');
  const set = useSetLiveAlerts();
  return (
    <div className="menu">
      <Switch
        label={<strong>{t('live.setting')}</strong>}
        hint={t('live.settingHint')}
        checked={on}
        disabled={set.isPending}
        onChange={(v) => set.mutate(v, { onSuccess: (r) => toast.info(t(r.liveAlerts ? 'live.on' : 'live.off')) })}
        testId="radar-live-alerts"
      />
    </div>
  );
}

function Visitors() {
  const { t } = useTranslation('networkRadar');
  const list = useRadarVisitors();
  if (list.isError) return <p className="result muted">{list.error.message}</p>;
  if (!list.data) return <Loading />;
  const rows = rowsOf(list.data);
  return (
    <>
      <ul className="menu" data-testid="radar-visitors">
        {rows.length === 0 && <EmptyState icon={Radar} title={t('noVisitors')} hint={t('noVisitorsHint')} action={{ label: t('noVisitorsAction'), to: paths.qrCode }} as="li" />}
        {rows.map((v) => (
          <li key={v.visitorKey} className="menu-row">
            <Link to={paths.radarVisitor(v.visitorKey)} className="radar-row" data-testid="radar-visitor">
              <div>
                <strong>{v.person?.name || v.lead?.name || t('anonymous')}</strong>
                {v.lead && (
                  <span className="radar-lead" data-testid="radar-lead">
                    {t('lead')}
                  </span>
                )}
                {v.person && (v.person.company || v.person.position) && <p className="muted">{[v.person.company, v.person.position].filter(Boolean).join(' · ')}</p>}
                {!v.person && v.lead && (
                  <p className="muted" data-testid="radar-lead-line">
                    {[v.lead.mobile, v.lead.company, v.lead.position].filter(Boolean).join(' · ')}
                  </p>
                )}
                {!v.person && !v.lead && visitorWhere(t, v) && (
                  <p className="muted" data-testid="radar-visitor-where">
                    {visitorWhere(t, v)}
                  </p>
                )}
                <p className="muted">
                  {t('visitorLine', { views: v.views, actions: v.actions })} · <RadarWhen iso={v.lastAt} />
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </>
  );
}

function Advisories() {
  const { t } = useTranslation('networkRadar');
  const list = useAdvisories();
  const read = useReadAdvisory();
  if (list.isError) return <p className="result muted">{list.error.message}</p>;
  if (!list.data) return <Loading />;
  const rows = rowsOf(list.data);
  return (
    <>
      <ul className="menu" data-testid="radar-advisories">
        {rows.length === 0 && <EmptyState icon={Radar} title={t('noAdvisories')} hint={t('noAdvisoriesHint')} as="li" />}
        {rows.map((a) => (
          <li key={a.id} className="menu-row radar-advisory" data-testid="radar-advisory">
            <div>
              <strong>{a.name}</strong> <a href={`tel:${a.phone}`}>{a.phone}</a>
              {!a.read && <span className="badge radar-badge">{t('new')}</span>}
              <p className="pre">{a.content}</p>
              <p className="muted">
                <RadarWhen iso={a.createdAt} />
              </p>
            </div>
            {!a.read && (
              <button
                type="button"
                className="btn btn-ghost"
                data-testid="advisory-read"
                disabled={read.isPending}
                onClick={() => read.mutate(a.id, { onError: (e) => toast.error(e.message) })}
              >
                {t('markRead')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </>
  );
}

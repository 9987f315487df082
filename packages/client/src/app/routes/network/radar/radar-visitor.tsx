import { useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useRadarEvents } from '../../../../features/network/api-radar';
import { RadarWhen } from '../../../../features/network/components/radar-when';

/** /accessRadar/visitor/:visitorKey: one visitor's timeline on my card, newest first. */
export default function RadarVisitorRoute() {
  const { t } = useTranslation('networkRadar');
  const { visitorKey = '' } = useParams();
  const list = useRadarEvents(visitorKey);
  const title = t('titles.visitor');
  if (list.isError)
    return (
      <Page title={title} backTo={paths.radar}>
        <p className="result muted" data-testid="radar-visitor-error">
          {list.error.message}
        </p>
      </Page>
    );
  if (!list.data)
    return (
      <Page title={title} backTo={paths.radar}>
        <Loading />
      </Page>
    );
  const v = list.data.pages[0]!.visitor;
  return (
    <Page title={title} backTo={paths.radar}>
      <div className="result" data-testid="radar-visitor-head">
        <strong>{v.person?.name || t('anonymous')}</strong>
        {v.person && <p className="muted">{[v.person.company, v.person.position].filter(Boolean).join(' · ')}</p>}
        <p className="muted">{t('visitorLine', { views: v.views, actions: v.actions })}</p>
      </div>
      <ul className="menu" data-testid="radar-events">
        {rowsOf(list.data).map((e) => (
          <li key={e.id} className="menu-row" data-testid="radar-event">
            <span>{t(`actions.${e.action}`)}</span>
            <span className="muted">
              <RadarWhen iso={e.at} />
            </span>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}

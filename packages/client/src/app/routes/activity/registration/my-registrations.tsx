import '../../../../features/activity/activity-registration.css';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useMyRegistrations } from '../../../../features/activity/api-registration';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /activity/myRegistrations: the caller's registrations with the activity's title, phase and their state. */
export default function MyRegistrationsRoute() {
  const { t } = useTranslation('activityRegistration');
  const q = useMyRegistrations();
  if (q.isError)
    return (
      <Page title={t('titles.mine')}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.mine')}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={t('titles.mine')}>
      {rows.length === 0 && <EmptyState icon={CalendarDays} title={t('mine.empty')} hint={t('mine.emptyHint')} />}
      <ul className="ar-list">
        {rows.map((r) => (
          <li key={r.id} className="ar-item" data-testid="my-registration">
            <Link to={paths.registerDetail(r.activity.id)} className="ar-title ar-link">
              {r.activity.title}
            </Link>
            <p className="ar-muted">
              {t(`phase.${r.activity.phase}`)} · {t(`state.${r.state}`)}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => q.fetchNextPage()} />
    </Page>
  );
}

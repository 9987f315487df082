import '../../../../features/activity/activity-registration.css';
import { Link } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { absolute, paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useClosePage, useDelPage, useMyPages, usePublishPage } from '../../../../features/activity/api-registration';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /activity/registrationPages (module 62's tile): the owner's registration pages with status, count and every action. */
export default function RegistrationPagesRoute() {
  const { t } = useTranslation('activityRegistration');
  const q = useMyPages();
  const publish = usePublishPage();
  const close = useClosePage();
  const del = useDelPage();
  const rows = rowsOf(q.data);
  const copy = async (id: string) => {
    const link = absolute(paths.registerDetail(id));
    try {
      await navigator.clipboard.writeText(link);
      toast.info(t('pages.copied'));
    } catch {
      toast.info(link);
    }
  };
  if (q.isError)
    return (
      <Page title={t('titles.pages')}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.pages')}>
        <Loading />
      </Page>
    );
  return (
    <Page
      title={t('titles.pages')}
      actions={
        <Link to={paths.myRegistrations} className="ar-link">
          {t('pages.mine')}
        </Link>
      }
    >
      <div className="ar-links">
        <Link to={paths.registrationPageEdit('new')} className="button" data-testid="new-page">
          {t('pages.new')}
        </Link>
      </div>
      {rows.length === 0 && (
        <EmptyState icon={CalendarDays} title={t('pages.empty')} hint={t('pages.emptyHint')} action={{ label: t('pages.emptyAction'), to: paths.registrationPageEdit('new') }} />
      )}
      <ul className="ar-list">
        {rows.map((p) => (
          <li key={p.id} className="ar-item" data-testid="reg-page">
            <p className="ar-title">{p.title}</p>
            <p className="ar-muted">
              {t(`phase.${p.phase}`)} · {t('pages.count', { count: p.enrolled, capacity: p.capacity || '∞' })}
            </p>
            <div className="ar-row">
              <Link to={paths.registrationPageEdit(p.id)}>{t('pages.edit')}</Link>
              <Link to={paths.registrationFields(p.id)} data-testid="page-fields">
                {t('pages.fields')}
              </Link>
              <Link to={paths.attendees(p.id)} data-testid="page-attendees">
                {t('pages.attendees')}
              </Link>
              {p.status !== 'draft' && (
                <button type="button" className="ar-linkbtn" onClick={() => copy(p.id)}>
                  {t('pages.share')}
                </button>
              )}
            </div>
            <div className="ar-row">
              {p.status === 'draft' && (
                <Button type="button" data-testid="publish" disabled={publish.isPending} onClick={() => publish.mutate(p.id, { onSuccess: () => toast.info(t('pages.published')) })}>
                  {t('pages.publish')}
                </Button>
              )}
              {p.status === 'ACTIVE' && <ConfirmButton label={t('pages.close')} armedLabel={t('pages.closeArmed')} disabled={close.isPending} onConfirm={() => close.mutate(p.id)} />}
              <ConfirmButton label={t('pages.del')} armedLabel={t('pages.delArmed')} disabled={del.isPending} onConfirm={() => del.mutate(p.id)} />
            </div>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => q.fetchNextPage()} />
    </Page>
  );
}

import '../../../../features/activity/activity-registration.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import { REGISTRATION_STATES } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { RegistrationAttendeeRow } from '../../../../features/activity/components/RegistrationAttendeeRow';
import { downloadAttendees, useAttendees, useCheckIn } from '../../../../features/activity/api-registration';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

/** /activity/attendees/:id: counts by state, the registrations with their answers, check-in and the CSV export. */
export default function AttendeesRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('activityRegistration');
  const [state, setState] = useState('');
  const q = useAttendees(id, state);
  const checkIn = useCheckIn();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    const ok = await downloadAttendees(id).catch(() => false);
    setExporting(false);
    toast[ok ? 'info' : 'error'](t(ok ? 'attendees.exported' : 'attendees.exportFailed'));
  };
  if (q.isError)
    return (
      <Page title={t('titles.attendees')}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.attendees')}>
        <Loading />
      </Page>
    );
  const counts = q.data.pages[0]!.counts;
  const rows = q.data.pages.flatMap((p) => p.items);
  return (
    <Page
      title={t('titles.attendees')}
      actions={
        <Button type="button" variant="ghost" data-testid="export-csv" disabled={exporting} onClick={exportCsv}>
          {t('attendees.export')}
        </Button>
      }
    >
      {/* Filters over the one list of attendees: the shared chip row, each state with its count. */}
      <Tabs
        variant="chips"
        label={t('titles.attendees')}
        value={state}
        onChange={setState}
        options={[{ value: '', label: t('attendees.all') }, ...REGISTRATION_STATES.map((s) => ({ value: s, label: `${t(`state.${s}`)} ${counts[s]}`, testId: `count-${s}` }))]}
      />
      {rows.length === 0 && <EmptyState icon={CalendarDays} title={t('attendees.empty')} hint={t('attendees.emptyHint')} />}
      <ul className="ar-list">
        {rows.map((r) => (
          <RegistrationAttendeeRow key={r.id} r={r} busy={checkIn.isPending} onCheckIn={() => checkIn.mutate(r.id, { onSuccess: () => toast.info(t('attendees.checkedIn')) })} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => q.fetchNextPage()} />
    </Page>
  );
}

import '../../../../features/service/complaint/complaint.css';
import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useMyComplaints } from '../../../../features/service/complaint/api';
import { ComplaintRow } from '../../../../features/service/complaint/components/ComplaintRow';
import { Headset } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /customer/client/complaints: the user's complaints, newest first, each with its status and decision; tap for details. */
export default function MyComplaintsRoute() {
  const { t } = useTranslation('serviceComplaint');
  const list = useMyComplaints();
  const rows = rowsOf(list.data);
  return (
    <Page
      title={t('titles.myComplaints')}
      backTo={paths.customerHome}
      actions={
        <Link to={paths.serviceComplaint} className="cp-topbar-link" data-testid="complaint-new">
          {t('list.new')}
        </Link>
      }
    >
      {list.isPending && <Loading />}
      {list.isError && (
        <p className="result muted" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && rows.length === 0 && (
        <EmptyState
          icon={Headset}
          title={t('list.empty')}
          hint={t('list.emptyHint')}
          action={{ label: t('list.emptyAction'), to: paths.serviceComplaint, testId: 'complaints-empty-action' }}
          testId="complaints-empty"
        />
      )}
      <ul className="cp-list" data-testid="my-complaints">
        {rows.map((c) => (
          <ComplaintRow key={c.id} complaint={c} to={paths.myComplaint(c.id)} />
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}

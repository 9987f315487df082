import '../../../../features/programme/sms/sms.css';
import { Link } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useSmsRecords } from '../../../../features/programme/sms/api';
import { when } from '../../../../features/programme/sms/time';
import { MessageSquareText } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /shortMessageManagement/records (ours): the caller's sends, newest first; a row opens its detail. */
export default function SmsRecordsRoute() {
  const { t } = useTranslation('programmeSms');
  const list = useSmsRecords();
  const rows = rowsOf(list.data);
  return (
    <Page title={t('titles.smsRecords')} backTo={paths.smsHome}>
      {list.isPending && <Loading />}
      {list.isError && (
        <p className="result muted" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && rows.length === 0 && (
        <EmptyState
          icon={MessageSquareText}
          title={t('records.empty')}
          hint={t('records.emptyHint')}
          action={{ label: t('records.emptyAction'), to: paths.smsSend, testId: 'sms-records-empty-action' }}
          testId="sms-records-empty"
        />
      )}
      <ul className="sms-list" data-testid="sms-records">
        {rows.map((r) => (
          <li key={r.id} className="sms-row" data-testid="sms-record-row">
            <Link className="sms-row-main" to={paths.smsRecordDetail(r.id)}>
              <p>{r.text}</p>
              <span className="sms-row-sub">{t('records.sub', { time: when(r.createdAt), recipients: r.recipients, charged: r.charged - r.returned })}</span>
            </Link>
            <span className={`sms-state sms-state-${r.status}`}>{t(`recordState.${r.status}`)}</span>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}

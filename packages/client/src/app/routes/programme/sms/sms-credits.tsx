import '../../../../features/programme/sms/sms.css';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useSmsCredits } from '../../../../features/programme/sms/api';
import { when } from '../../../../features/programme/sms/time';
import { MessageSquareText } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /shortMessageManagement/credits (ours): every change of the credit balance, newest first, with the balance after it. */
export default function SmsCreditsRoute() {
  const { t } = useTranslation('programmeSms');
  const list = useSmsCredits();
  const rows = rowsOf(list.data);
  return (
    <Page title={t('titles.smsCredits')} backTo={paths.smsHome}>
      {list.isPending && <Loading />}
      {list.data && rows.length === 0 && <EmptyState icon={MessageSquareText} title={t('credits.empty')} hint={t('credits.emptyHint')} testId="sms-credits-empty" />}
      <ul className="sms-list" data-testid="sms-credit-entries">
        {rows.map((e) => (
          <li key={e.id} className="sms-row" data-testid="sms-credit-row">
            <div className="sms-row-main">
              <p>{t(`creditKind.${e.kind}`)}</p>
              <span className="sms-row-sub">
                {when(e.createdAt)} · {t('credits.balance', { count: e.balance })}
              </span>
            </div>
            <span className={e.delta > 0 ? 'sms-delta-plus' : 'sms-delta-minus'}>{e.delta > 0 ? `+${e.delta}` : e.delta}</span>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}

import '../../../../features/programme/sms/sms.css';
import { useSearchParams } from 'react-router';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useSmsRecord } from '../../../../features/programme/sms/api';
import { when } from '../../../../features/programme/sms/time';

/**
 * /smsRecordDetail/index?id= (spec): one send: its text as sent, state, credits charged and given back, whose credits
 * paid, and every recipient (masked number) with its state. Someone else's id answers SMS_RECORD_NOT_FOUND, shown here.
 */
export default function SmsRecordDetailRoute() {
  const { t } = useTranslation('programmeSms');
  const [search] = useSearchParams();
  const rec = useSmsRecord(search.get('id') ?? '');
  const r = rec.data;
  return (
    <Page title={t('titles.smsRecordDetail')} backTo={paths.smsRecords}>
      {rec.isPending && rec.fetchStatus !== 'idle' && <Loading />}
      {rec.isError && (
        <p className="result muted" role="alert" data-testid="sms-record-missing">
          {rec.error.message}
        </p>
      )}
      {r && (
        <>
          <p className="sms-preview" data-testid="sms-record-text">
            {r.text}
          </p>
          <dl className="sms-facts">
            <dt>{t('detail.state')}</dt>
            <dd>
              <span className={`sms-state sms-state-${r.status}`} data-testid="sms-record-state">
                {t(`recordState.${r.status}`)}
              </span>
            </dd>
            <dt>{t('detail.time')}</dt>
            <dd>{when(r.createdAt)}</dd>
            <dt>{t('detail.segments')}</dt>
            <dd>{r.segments}</dd>
            <dt>{t('detail.charged')}</dt>
            <dd data-testid="sms-record-charged">{t('detail.chargedValue', { charged: r.charged, returned: r.returned })}</dd>
            {r.payer && (
              <>
                <dt>{t('detail.payer')}</dt>
                <dd>{r.payer.name}</dd>
              </>
            )}
          </dl>
          <h2 className="section-title">{t('detail.recipients', { count: r.recipients })}</h2>
          <ul className="sms-list" data-testid="sms-record-recipients">
            {r.items.map((x, i) => (
              <li key={i} className="sms-row" data-testid="sms-recipient-row">
                <div className="sms-row-main">
                  <p>{x.mobile}</p>
                  {x.error && <span className="sms-row-sub">{t(`detail.error.${x.error}`, { defaultValue: x.error })}</span>}
                </div>
                <span className={`sms-state sms-state-${x.status}`}>{t(`recipientState.${x.status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}

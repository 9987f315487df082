import '../../../../features/activity/activity-events.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useActivity, useNotifyAttendees } from '../../../../features/activity/api-events';

/** /activity/notification/:id: the owner writes a notice every registered attendee gets in the message centre. */
export default function ActivityNotificationRoute() {
  const { t } = useTranslation('activityEvents');
  const { id = '' } = useParams();
  const q = useActivity(id);
  const notify = useNotifyAttendees();
  const [text, setText] = useState('');
  if (q.isError)
    return (
      <Page title={t('titles.notification')} backTo={paths.activityHome}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.notification')} backTo={paths.activityHome}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.notification')} backTo={paths.activityHome}>
      <p className="ev-title">{q.data.title}</p>
      <p className="ev-muted">{t('notify.hint', { n: LIMITS.activity.notificationsPerHour })}</p>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          notify.mutate(
            { id, text },
            {
              onSuccess: (r) => {
                toast.info(t('notify.sent', { n: r.told }));
                setText('');
              },
            },
          );
        }}
      >
        <div className="field">
          <label htmlFor="f-text">{t('notify.text')}</label>
          <textarea id="f-text" className="ev-textarea" maxLength={LIMITS.activity.notificationMax} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" disabled={notify.isPending} data-testid="send-notice">
          {t('notify.send')}
        </Button>
      </form>
    </Page>
  );
}

import { Link } from 'react-router';
import { Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { CircleCheck } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';

/** The screen after a one-screen request (advice, the security service) went in: what happened and the way to my tickets. */
export function TicketSent({ title, message, testId }: { title: string; message: string; testId: string }) {
  const { t } = useTranslation('serviceTickets');
  return (
    <Page title={title} backTo={paths.customerHome}>
      <div className="tk-done" data-testid={testId}>
        <p className="tk-done-icon" aria-hidden="true">
          <Icon icon={CircleCheck} size="xl" />
        </p>
        <h2>{message}</h2>
      </div>
      <Link className="btn btn-primary tk-link-btn" to={paths.serviceTickets} replace>
        {t('submit.myTickets')}
      </Link>
    </Page>
  );
}

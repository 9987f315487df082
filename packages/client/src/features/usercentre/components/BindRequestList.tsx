import { useTranslation } from '../../../lib/i18n';
import type { TBindRequest } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { useDecideBind } from '../api';
import '../usercentre.css';
import { formatDateTime } from '../../../lib/datetime';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';

/** Agents asking to bind this user; each request is agreed or refused once. */
export function BindRequestList({ requests }: { requests: TBindRequest[] }) {
  const { t } = useTranslation('usercentre');
  const decide = useDecideBind();
  if (requests.length === 0) return <EmptyState icon={Inbox} title={t('binds.none')} hint={t('binds.noneHint')} />;
  return (
    <ul className="uc-list" data-testid="bind-requests">
      {requests.map((r) => (
        <li key={r.id}>
          <div className="uc-grow">
            <p>{t('binds.from', { name: r.agentName })}</p>
            <p className="uc-small">{formatDateTime(r.createdAt)}</p>
          </div>
          <Button variant="ghost" disabled={decide.isPending} onClick={() => decide.mutate({ id: r.id, agree: false })}>
            {t('binds.refuse')}
          </Button>
          <Button disabled={decide.isPending} onClick={() => decide.mutate({ id: r.id, agree: true })}>
            {t('binds.agree')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

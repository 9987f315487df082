import type { CustodyState } from '@card/contract';
import { Avatar } from '../../../components/ui/Avatar';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/datetime';

/** A person's face (card name and avatar; never an id or a phone). */
export function PersonLine({ person, sub }: { person: { name: string; avatarUrl: string | null }; sub?: string }) {
  const { t } = useTranslation('programmeDealer');
  return (
    <>
      <p>
        <strong>{person.name || t('noName')}</strong>
      </p>
      {sub && <p className="muted">{sub}</p>}
    </>
  );
}

export function PersonRow({
  person,
  sub,
  side,
  children,
  testId,
}: {
  person: { phoneIdEcr: string; name: string; avatarUrl: string | null };
  sub?: string;
  side?: React.ReactNode;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <li className="dl-row" data-testid={testId}>
      <Avatar url={person.avatarUrl} name={person.name} seed={person.phoneIdEcr} />
      <div className="dl-row-main">
        <PersonLine person={person} sub={sub} />
        {children}
      </div>
      {side && <div className="dl-row-side">{side}</div>}
    </li>
  );
}

export function CustodyStatus({ status }: { status: CustodyState }) {
  const { t } = useTranslation('programmeDealer');
  return (
    <span className={`dl-status${status === 'active' ? '' : ' dl-status-off'}`} data-testid="custody-status">
      {t(`custody.status.${status}`)}
    </span>
  );
}

/** A date-time as the phone shows it (local, minutes). */
export const shortTime = (iso: string | null) => (iso ? formatDateTime(iso) : '');

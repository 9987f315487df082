import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TNetworkPerson } from '@card/contract';
import { paths } from '../../../config/paths';
import './exchange.css';
import { Picture } from '../../../components/ui/Picture';

/** A person in an exchange-part list: avatar (or initial), name, company and position; tapping opens their card. */
export function ExchangePersonRow({ p, extra, children, testId }: { p: TNetworkPerson; extra?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <li className="nx-person" data-testid={testId}>
      <Link to={paths.exchangeCard(p.phoneIdEcr)}>
        <ExchangeAvatar p={p} />
        <span className="nx-body">
          <strong>{p.name}</strong>
          <small className="muted">{[p.company, p.position].filter(Boolean).join(' · ')}</small>
          {extra}
        </span>
      </Link>
      {children}
    </li>
  );
}

export function ExchangeAvatar({ p }: { p: { name: string; avatarUrl: string | null } }) {
  return p.avatarUrl ? (
    <Picture width={72} height={72} className="nx-avatar" src={p.avatarUrl} alt="" />
  ) : (
    <span className="nx-avatar nx-initial" aria-hidden>
      {[...(p.name || '?')][0]}
    </span>
  );
}

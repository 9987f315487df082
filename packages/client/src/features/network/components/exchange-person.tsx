import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TNetworkPerson } from '@card/contract';
import { paths } from '../../../config/paths';
import './exchange.css';
import { AvatarStandIn } from '../../../components/ui/Avatar';
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

/** The person's picture, or the shared generated stand-in (initials, or the person glyph for a name without letters). */
export function ExchangeAvatar({ p }: { p: { name: string; avatarUrl: string | null; phoneIdEcr?: string } }) {
  return p.avatarUrl ? (
    <Picture width={72} height={72} className="nx-avatar" src={p.avatarUrl} alt="" />
  ) : (
    <span className="nx-avatar nx-initial" aria-hidden>
      <AvatarStandIn name={p.name} seed={p.phoneIdEcr} />
    </span>
  );
}

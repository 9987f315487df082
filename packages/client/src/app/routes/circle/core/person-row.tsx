import type { ReactNode } from 'react';
import { AvatarStandIn } from '../../../../components/ui/Avatar';
import { Picture } from '../../../../components/ui/Picture';

/** A person in a circle list: avatar (or initial), name, a second line, and actions on the right. */
export function PersonRow({ p, sub, children, testId }: { p: { name: string; avatarUrl: string | null; phoneIdEcr?: string }; sub?: string; children?: ReactNode; testId?: string }) {
  return (
    <li className="cc-person" data-testid={testId}>
      {p.avatarUrl ? (
        <Picture width={48} height={48} className="cc-avatar" src={p.avatarUrl} alt="" />
      ) : (
        <span className="cc-avatar cc-initial" aria-hidden>
          <AvatarStandIn name={p.name} seed={p.phoneIdEcr} />
        </span>
      )}
      <span className="cc-body">
        <strong>{p.name}</strong>
        {sub && <small className="muted">{sub}</small>}
      </span>
      {children}
    </li>
  );
}

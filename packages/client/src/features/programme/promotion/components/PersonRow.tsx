import type { ReactNode } from 'react';
import type { TPromoPerson } from '@card/contract';
import { Avatar } from '../../../../components/ui/Avatar';

/** A person of a programme list by their public face (name, avatar), with a line under the name and a tag. */
export function PersonRow({ person, meta, tag, on, testId }: { person: TPromoPerson; meta: ReactNode; tag: string; on: boolean; testId: string }) {
  return (
    <li className="pm-row" data-testid={testId}>
      <Avatar url={person.avatarUrl} name={person.name} seed={person.phoneIdEcr} />
      <div className="pm-row-main">
        <div className="pm-row-name">{person.name}</div>
        <div className="pm-row-meta">{meta}</div>
      </div>
      <span className={`pm-tag${on ? ' pm-tag-on' : ''}`}>{tag}</span>
    </li>
  );
}

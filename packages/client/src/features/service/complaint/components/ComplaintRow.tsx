import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TComplaint } from '@card/contract';
import { useTranslation } from '../../../../lib/i18n';
import { shortTime } from '../time';
import { ComplaintStatus } from './ComplaintStatus';
import { Picture } from '../../../../components/ui/Picture';

interface Props {
  complaint: TComplaint;
  /** Where a tap on the row goes (the user's detail); agents' rows carry their action instead. */
  to?: string;
  /** Agents see who complained and the evidence in the row itself. */
  agent?: boolean;
  children?: ReactNode;
}

/** One complaint in a list: reason and status, about whom, the text (two lines), times; agents also the evidence. */
export function ComplaintRow({ complaint: c, to, agent = false, children }: Props) {
  const { t } = useTranslation('serviceComplaint');
  const body = (
    <>
      <div className="cp-row-head">
        <span className="cp-row-reason">{t(`reasons.${c.reason}`)}</span>
        <ComplaintStatus status={c.status} />
      </div>
      <p className="cp-row-text">{c.content}</p>
      {agent && c.pictures.length > 0 && (
        <div className="cp-thumbs">
          {c.pictures.map((u, i) => (
            <a key={u} href={u} target="_blank" rel="noreferrer" aria-label={`${t('list.pictures')} ${i + 1}`}>
              <Picture width={45} height={45} src={u} alt="" />
            </a>
          ))}
        </div>
      )}
      <p className="cp-row-meta">
        <span data-testid="complaint-target">{c.target ? t('list.target', { name: c.target.name }) : t('list.targetOther')}</span>
        {agent && <span>{t('list.complainant', { name: c.complainant.name })}</span>}
        <span>{t('list.submittedAt', { at: shortTime(c.createdAt) })}</span>
      </p>
      {c.status !== 'pending' && c.decision && (
        <div className="cp-decision" data-testid="complaint-decision">
          <p>{c.decision}</p>
        </div>
      )}
    </>
  );
  return (
    <li className="cp-row" data-testid="complaint-row" data-id={c.id}>
      {to ? (
        <Link to={to} className="cp-row-link">
          {body}
        </Link>
      ) : (
        body
      )}
      {children}
    </li>
  );
}

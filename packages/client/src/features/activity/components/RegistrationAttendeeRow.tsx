import { useState } from 'react';
import type { TRegistration } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/datetime';

/** One registration in the owner's list: name, mobile (a visitor's masked and marked), state, the answers (expand) and the check-in button. */
export function RegistrationAttendeeRow({ r, busy, onCheckIn }: { r: TRegistration; busy: boolean; onCheckIn: () => void }) {
  const { t } = useTranslation('activityRegistration');
  const [open, setOpen] = useState(false);
  return (
    <li className="ar-item" data-testid="attendee">
      <button type="button" className="ar-rowhead" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="ar-title">{r.name}</span> {/* A visitor without an account (issue 32) is marked so, with the phone their SMS code proved, masked. */}
        {r.guest ? (
          <span className="ar-muted" data-testid="attendee-guest">
            {t('attendees.guest', { phone: r.guest.phoneMasked })}
          </span>
        ) : (
          <span className="ar-muted">{r.mobile}</span>
        )}
        <span className="ar-badge">
          {t(`state.${r.state}`)}
          {r.checkedInAt ? ` · ${t('attendees.checkedInMark')}` : ''}
        </span>
      </button>
      {open && (
        <dl className="ar-answers">
          {r.answers.map((a) => (
            <div key={a.fieldId}>
              <dt>{a.label}</dt>
              <dd>{a.value || '—'}</dd>
            </div>
          ))}
          <div>
            <dt>{t('attendees.time')}</dt>
            <dd>{formatDateTime(r.createdAt)}</dd>
          </div>
        </dl>
      )}
      {r.state === 'registered' && !r.checkedInAt && (
        <Button type="button" variant="ghost" disabled={busy} onClick={onCheckIn} data-testid="check-in">
          {t('attendees.checkIn')}
        </Button>
      )}
    </li>
  );
}

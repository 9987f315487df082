import { useState, type FormEvent } from 'react';
import { ZInviteCompanyBody } from '@card/contract';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { useCompanyInvites, useInviteToCompany } from '../../../../features/network/api-company';

/**
 * 邀请同事 (issue 31): an admin types a colleague's mobile number or card id; the colleague gets a message that opens
 * the invitation. Inviting the same person again changes nothing (the pending invitation stays the one). The
 * invitations still waiting are listed under the box.
 */
export function InviteSection() {
  const { t } = useTranslation('networkCompany');
  const invite = useInviteToCompany();
  const pending = useCompanyInvites();
  const [invitee, setInvitee] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(ZInviteCompanyBody, { invitee }, currentLang(), 'network.inviteToCompany');
    setError(errs.invitee);
    if (errs.invitee) return;
    invite.mutate(
      { invitee },
      {
        onSuccess: (inv) => {
          toast.info(t('invite.sent', { name: inv.invitee.name }));
          setInvitee('');
        },
        onError: (err) => setError(serverFieldErrors(err).invitee),
      },
    );
  };
  return (
    <section data-testid="invite-section">
      <h3>{t('invite.title')}</h3>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('invite.invitee')}
          name="invitee"
          placeholder={t('invite.inviteePlaceholder')}
          value={invitee}
          maxLength={64}
          onChange={(e) => setInvitee(e.target.value)}
          error={error}
          data-testid="invite-invitee"
        />
        <Button type="submit" disabled={invite.isPending} data-testid="invite-send">
          {t('invite.send')}
        </Button>
      </form>
      {!!pending.data?.items.length && (
        <>
          <p className="muted">{t('invite.pending')}</p>
          <ul className="menu" data-testid="invites-pending">
            {pending.data.items.map((i) => (
              <li key={i.inviteId} className="menu-row">
                <span>{i.invitee.name}</span>
                <small className="muted">{t('invite.waiting')}</small>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

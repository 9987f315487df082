import '../../../../features/programme/sms/sms.css';
import { useState } from 'react';
import { LIMITS } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useGrant, useRevokeGrant, useSaveConsent, useSmsAuthorization } from '../../../../features/programme/sms/api';
import { when } from '../../../../features/programme/sms/time';

const L = LIMITS.programmeSms;

/**
 * /shortMessageManagement/shortMessageAuthrization/index (短信授权): the consent that the platform sends SMS in the
 * user's name (no send without it), the colleagues (same company, by card id) allowed to use the user's credits with
 * a daily allowance, and the owners who allowed the user. The server enforces each.
 */
export default function SmsAuthorizationRoute() {
  const { t } = useTranslation('programmeSms');
  const auth = useSmsAuthorization();
  const consent = useSaveConsent();
  const grant = useGrant();
  const revoke = useRevokeGrant();
  const [card, setCard] = useState('');
  const [perDay, setPerDay] = useState('50');
  const a = auth.data;
  return (
    <Page title={t('titles.smsAuthorization')} backTo={paths.smsHome}>
      {auth.isPending && <Loading />}
      {a && (
        <>
          <h2 className="section-title">{t('auth.consentTitle')}</h2>
          <p className="muted">{t('auth.consentText')}</p>
          {a.consentAt ? (
            <p data-testid="sms-consent-given">{t('auth.consentedAt', { time: when(a.consentAt) })}</p>
          ) : (
            <p className="sms-notice" data-testid="sms-consent-missing">
              {t('auth.noConsent')}
            </p>
          )}
          <Button
            type="button"
            variant={a.consentAt ? 'ghost' : 'primary'}
            disabled={consent.isPending}
            data-testid="sms-consent-toggle"
            onClick={() => consent.mutate(!a.consentAt, { onSuccess: () => toast.info(t(a.consentAt ? 'auth.withdrawn' : 'auth.agreed')) })}
          >
            {a.consentAt ? t('auth.withdraw') : t('auth.agree')}
          </Button>

          <h2 className="section-title">{t('auth.grantsTitle')}</h2>
          {!a.hasCompany && (
            <p className="muted" data-testid="sms-no-company">
              {t('auth.noCompany')}
            </p>
          )}
          {a.hasCompany && (
            <form
              className="form sms-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                grant.mutate(
                  { phoneIdEcr: card.trim(), perDay: Number(perDay) || 0 },
                  {
                    onSuccess: () => {
                      setCard('');
                      toast.info(t('auth.granted'));
                    },
                  },
                );
              }}
            >
              <Field name="grantCard" label={t('auth.colleague')} value={card} onChange={(e) => setCard(e.target.value)} data-testid="sms-grant-card" />
              <Field
                name="grantPerDay"
                type="number"
                inputMode="numeric"
                min={1}
                max={L.grantPerDayMax}
                label={t('auth.perDay', { max: L.grantPerDayMax })}
                value={perDay}
                onChange={(e) => setPerDay(e.target.value)}
                data-testid="sms-grant-perday"
              />
              <Button type="submit" disabled={grant.isPending || !card.trim()} data-testid="sms-grant-submit">
                {t('auth.grant')}
              </Button>
            </form>
          )}
          <ul className="sms-list" data-testid="sms-grants">
            {a.grants.map((g) => (
              <li key={g.id} className="sms-row" data-testid="sms-grant-row">
                <div className="sms-row-main">
                  <p>{g.grantee.name || g.grantee.phoneIdEcr}</p>
                  <span className="sms-row-sub">{t('auth.perDayValue', { count: g.perDay })}</span>
                </div>
                <Button type="button" variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(g.id)} data-testid="sms-grant-revoke">
                  {t('auth.revoke')}
                </Button>
              </li>
            ))}
          </ul>
          {a.grantedBy.length > 0 && (
            <>
              <h2 className="section-title">{t('auth.grantedByTitle')}</h2>
              <ul className="sms-list" data-testid="sms-granted-by">
                {a.grantedBy.map((g) => (
                  <li key={g.owner.phoneIdEcr} className="sms-row">
                    <div className="sms-row-main">
                      <p>{g.owner.name || g.owner.phoneIdEcr}</p>
                      <span className="sms-row-sub">{t('auth.perDayValue', { count: g.perDay })}</span>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Page>
  );
}

import '../../../../features/network/components/share-back.css';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { SHARE_BACK_LIMITS as L } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { tokenStore } from '../../../../lib/token';
import { useExchangeAction, useExchangeState } from '../../../../features/network/api-exchange';
import { useShareBack } from '../../../../features/network/api-shareback';
import { ShareBackCodeButton } from '../../../../features/network/components/share-back-code-button';
import { WithdrawByCode } from './share-back-withdraw-code';

const errorOf = (err: unknown, field: string) => (err instanceof ApiError ? err.fieldErrors.find((x) => x.field === field)?.message : undefined);
/** A refusal that names none of the form's fields (the card, the budget) is shown under the form. */
const otherError = (err: unknown, fields: string[]) => (err instanceof ApiError && !err.fieldErrors.some((x) => fields.includes(x.field)) ? err.message : '');

/**
 * /rel/shareBack/:phoneIdEcr (issue 34): 留下我的名片, opened from the public card. A visitor without an account
 * leaves name, mobile (proved by an SMS code), company and title, with consent; signed in, they exchange with their
 * own card in one tap instead. The confirmation carries the withdraw link; withdrawing by a new code is offered too.
 */
export default function ShareBackRoute() {
  const { t } = useTranslation('networkShareBack');
  const { phoneIdEcr = '' } = useParams();
  const cardLink = `/multipage/card/${encodeURIComponent(phoneIdEcr)}`;
  const back = (
    <a className="btn btn-ghost" href={cardLink} data-testid="share-back-to-card">
      {t('backToCard')}
    </a>
  );
  return (
    <Page title={t('titles.shareBack')} back={false}>
      {tokenStore.get() ? <WithMyCard phoneIdEcr={phoneIdEcr} /> : <Form phoneIdEcr={phoneIdEcr} back={back} />}
      {back}
    </Page>
  );
}

/** Signed in: the visitor's own card goes to the owner as a normal exchange request (the exchange rules apply). */
function WithMyCard({ phoneIdEcr }: { phoneIdEcr: string }) {
  const { t } = useTranslation('networkShareBack');
  const state = useExchangeState(phoneIdEcr);
  const act = useExchangeAction();
  const now = act.data?.state ?? state.data?.state;
  if (now === 'own')
    return (
      <p className="result muted" data-testid="share-back-own">
        {t('own')}
      </p>
    );
  if (now && now !== 'none')
    return (
      <p className="result" role="status" data-testid="share-back-exchange-state">
        {t(`exchange.${now === 'exchanged' ? 'exchanged' : 'sent'}`)}
      </p>
    );
  return (
    <div className="form">
      <p className="muted">{t('exchange.intro')}</p>
      <Button type="button" disabled={act.isPending || !state.data} onClick={() => act.mutate({ action: 'apply', phoneIdEcr })} data-testid="share-back-exchange">
        {t('exchange.button')}
      </Button>
      {act.error && (
        <p className="field-msg" role="alert">
          {act.error.message}
        </p>
      )}
    </div>
  );
}

function Form({ phoneIdEcr, back }: { phoneIdEcr: string; back: ReactNode }) {
  const { t } = useTranslation('networkShareBack');
  const location = useLocation();
  const send = useShareBack();
  const [v, setV] = useState({ name: '', mobile: '', code: '', company: '', position: '' });
  const [consent, setConsent] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [withdrawing, setWithdrawing] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const err = (f: string) => errorOf(send.error, f);
  if (send.data) {
    return (
      <div className="result" role="status" data-testid="share-back-done">
        <p>{t(send.data.updated ? 'done.updated' : 'done.created')}</p>
        <p className="muted">{t('done.withdrawHint')}</p>
        <Link className="btn btn-ghost" to={`${paths.shareBackWithdraw}?token=${encodeURIComponent(send.data.withdrawToken)}`} data-testid="share-back-withdraw-link">
          {t('done.withdrawLink')}
        </Link>
      </div>
    );
  }
  if (withdrawing) return <WithdrawByCode phoneIdEcr={phoneIdEcr} onCancel={() => setWithdrawing(false)} back={back} />;
  return (
    <form
      className="form"
      noValidate
      data-testid="share-back-form"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ phoneIdEcr, ...v, consent });
      }}
    >
      <p className="muted">
        {t('intro')}{' '}
        <Link to={`${paths.login}?redirect=${encodeURIComponent(location.pathname)}`} data-testid="share-back-login">
          {t('haveAccount')}
        </Link>
      </p>
      <Field label={t('name')} name="name" maxLength={L.nameMax} autoComplete="name" value={v.name} onChange={set('name')} error={err('name')} />
      <Field label={t('mobile')} name="mobile" type="tel" inputMode="tel" autoComplete="tel" value={v.mobile} onChange={set('mobile')} error={err('mobile')} />
      <Field
        label={t('code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={v.code}
        onChange={(e) => setV({ ...v, code: e.target.value.trim() })}
        error={err('code')}
        suffix={<ShareBackCodeButton phone={v.mobile} onSent={setSentTo} testId="share-back-get-code" />}
      />
      <p className="muted" role="status" data-testid="share-back-code-sent">
        {sentTo ? t('sent', { to: sentTo }) : ''}
      </p>
      <Field label={t('company')} name="company" maxLength={L.companyMax} autoComplete="organization" value={v.company} onChange={set('company')} error={err('company')} />
      <Field label={t('position')} name="position" maxLength={L.positionMax} autoComplete="organization-title" value={v.position} onChange={set('position')} error={err('position')} />
      <div className={`field${err('consent') ? ' field-error' : ''}`}>
        <label className="sb-consent">
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} aria-invalid={Boolean(err('consent'))} data-testid="share-back-consent" /> {t('consent')}
        </label>
        {err('consent') && (
          <p className="field-msg" data-testid="share-back-consent-error">
            {err('consent')}
          </p>
        )}
      </div>
      {otherError(send.error, ['name', 'mobile', 'code', 'company', 'position', 'consent']) && (
        <p className="field-msg" role="alert">
          {otherError(send.error, ['name', 'mobile', 'code', 'company', 'position', 'consent'])}
        </p>
      )}
      <Button type="submit" disabled={send.isPending} data-testid="share-back-submit">
        {t('submit')}
      </Button>
      <button type="button" className="link-btn" onClick={() => setWithdrawing(true)} data-testid="share-back-withdraw-by-code">
        {t('withdraw.byCode')}
      </button>
    </form>
  );
}

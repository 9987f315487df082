import '../../../../features/activity/activity-registration.css';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LIMITS, type TRegisterDetailView } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { tokenStore } from '../../../../lib/token';
import { RegistrationAnswerInput } from '../../../../features/activity/components/RegistrationAnswerInput';
import { useCancelRegistration, useRegisterDetail, useSubmitGuestRegistration, useSubmitRegistration } from '../../../../features/activity/api-registration';
import { RegistrationCodeButton } from '../../../../features/activity/components/RegistrationCodeButton';
import { formatDateTime } from '../../../../lib/datetime';
import { Picture } from '../../../../components/ui/Picture';

const A = LIMITS.activity;
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** /registerDetail/:id (the spec's screen): an activity or page, its form and fee; registered, paying, or why not. */
export default function RegisterDetailRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('activityRegistration');
  const q = useRegisterDetail(id);
  if (q.isError)
    return (
      <Page title={t('titles.register')}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.register')}>
        <Loading />
      </Page>
    );
  const { activity: a, refusal, mine } = q.data;
  return (
    <Page title={t('titles.register')}>
      {a.coverUrl && <Picture width={347} height={180} eager className="ar-cover" src={a.coverUrl} alt="" />}
      <h2 className="ar-head" data-testid="reg-title">
        {a.title}
      </h2>
      {a.intro && <p className="ar-intro">{a.intro}</p>}
      <p className="ar-muted">
        {a.startTime && (
          <>
            {t('detail.time', { start: formatDateTime(a.startTime), end: a.endTime ? formatDateTime(a.endTime) : '' })}
            <br />
          </>
        )}
        {a.address && (
          <>
            {t('detail.address', { address: a.address })}
            <br />
          </>
        )}
        {a.signUpEnd && (
          <>
            {t('detail.signUpEnd', { at: formatDateTime(a.signUpEnd) })}
            <br />
          </>
        )}
        {t('detail.places', { count: a.enrolled, capacity: a.capacity || '∞' })}
      </p>
      <p className="ar-fee" data-testid="reg-fee">
        {a.feeFen > 0 ? t('detail.fee', { yuan: yuan(a.feeFen) }) : t('detail.free')}
      </p>
      {mine && (mine.state === 'registered' || mine.state === 'unpaid') ? (
        <Mine detail={q.data} />
      ) : refusal ? (
        <p className="result muted" data-testid="reg-refusal">
          {t(`refusal.${refusal}`)}
        </p>
      ) : (
        <RegisterForm detail={q.data} />
      )}
    </Page>
  );
}

function Mine({ detail }: { detail: TRegisterDetailView }) {
  const { t } = useTranslation('activityRegistration');
  const cancel = useCancelRegistration();
  const mine = detail.mine!;
  return (
    <div className="ar-mine" data-testid="reg-mine">
      <p className="ar-state">{t(`state.${mine.state}`)}</p>
      {mine.state === 'registered' && <p>{t('detail.done')}</p>}
      {mine.state === 'unpaid' && mine.orderId && (
        <Link className="button" to={paths.vipPay(mine.orderId)} data-testid="go-pay">
          {t('detail.pay')}
        </Link>
      )}
      {(mine.state === 'unpaid' || !mine.orderId) && (
        <ConfirmButton label={t('detail.cancel')} armedLabel={t('detail.cancelArmed')} disabled={cancel.isPending} onConfirm={() => cancel.mutate(mine.id)} />
      )}
      {mine.state === 'registered' && mine.orderId && <p className="ar-muted">{t('detail.refundHint')}</p>}
    </div>
  );
}

function RegisterForm({ detail }: { detail: TRegisterDetailView }) {
  const { t } = useTranslation('activityRegistration');
  const navigate = useNavigate();
  const location = useLocation();
  const submit = useSubmitRegistration();
  const guest = useSubmitGuestRegistration();
  const signedIn = !!tokenStore.get();
  // A signed-in visitor's form starts with their card name and phone: registering is one tap (issue 32).
  const [name, setName] = useState((detail.you?.name ?? '').slice(0, A.regNameMax));
  const [mobile, setMobile] = useState(detail.you?.mobile ?? '');
  const [code, setCode] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const failed = signedIn ? submit.error : guest.error;
  const errorOf = (field: string) => (failed instanceof ApiError ? failed.fieldErrors.find((x) => x.field === field)?.message : undefined);
  const a = detail.activity;
  const login = (
    <Link className="button" data-testid="reg-login" to={`${paths.login}?redirect=${encodeURIComponent(location.pathname)}`}>
      {t('detail.login')}
    </Link>
  );
  // A fee is paid from an account; a free one takes a visitor with a phone proved by an SMS code, no account made.
  if (!signedIn && a.feeFen > 0)
    return (
      <>
        <p className="ar-muted">{t('guest.paidNeedsAccount')}</p>
        {login}
      </>
    );
  if (done)
    return (
      <div className="ar-mine" data-testid="reg-mine">
        <p className="ar-state">{t('state.registered')}</p>
        <p>{t('guest.done', { mobile })}</p>
      </div>
    );
  return (
    <form
      className="form"
      noValidate
      data-testid="reg-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!signedIn) return guest.mutate({ id: a.id, name, mobile, code, answers }, { onSuccess: () => setDone(true) });
        submit.mutate(
          { id: a.id, name, mobile, answers },
          {
            onSuccess: (r) => {
              if (r.orderId) navigate(paths.vipPay(r.orderId));
            },
          },
        );
      }}
    >
      {!signedIn && (
        <p className="ar-muted" data-testid="reg-guest-note">
          {t('guest.note')}{' '}
          <Link to={`${paths.login}?redirect=${encodeURIComponent(location.pathname)}`} data-testid="reg-login">
            {t('guest.haveAccount')}
          </Link>
        </p>
      )}
      <Field label={t('detail.name')} name="name" maxLength={A.regNameMax} value={name} onChange={(e) => setName(e.target.value)} error={errorOf('name')} />
      <Field label={t('detail.mobile')} name="mobile" type="tel" inputMode="tel" autoComplete="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} error={errorOf('mobile')} />
      {!signedIn && (
        <>
          <Field
            label={t('guest.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            error={errorOf('code')}
            suffix={<RegistrationCodeButton phone={mobile} onSent={setSentTo} />}
          />
          <p className="ar-muted" role="status" data-testid="reg-code-sent">
            {sentTo ? t('guest.sent', { to: sentTo }) : ''}
          </p>
        </>
      )}
      {a.fields.map((f) => (
        <RegistrationAnswerInput key={f.id} field={f} value={answers[f.id] ?? ''} error={errorOf(`answers.${f.id}`)} onChange={(v) => setAnswers({ ...answers, [f.id]: v })} />
      ))}
      <Button type="submit" disabled={submit.isPending || guest.isPending} data-testid="reg-submit">
        {a.feeFen > 0 ? t('detail.submitPay', { yuan: yuan(a.feeFen) }) : t('detail.submit')}
      </Button>
    </form>
  );
}

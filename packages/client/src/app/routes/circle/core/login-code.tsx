import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { tokenStore } from '../../../../lib/token';
import { useConfirmLoginCode, useLoginCode, usePollLoginCode, useScanLoginCode } from '../../../../features/circle/api-core';
import '../../../../features/circle/components/core.css';
import { Picture } from '../../../../components/ui/Picture';

/**
 * CircleLoginCode. On the screen to sign in: a QR code of a one-time code, polled every 2 s and replaced when it
 * expires; once the phone confirms, the screen is signed in. On the phone that scanned it (`?loginCode=`): the
 * scan is recorded and the user confirms.
 */
export default function LoginCodeRoute() {
  const code = useSearchParams()[0].get('loginCode');
  return code ? <ConfirmOnPhone code={code} /> : <ShowCode />;
}

function ShowCode() {
  const { t } = useTranslation('circle');
  const navigate = useNavigate();
  const [nonce, setNonce] = useState(0);
  const q = useLoginCode(nonce);
  const poll = usePollLoginCode(q.data?.loginCode, true);
  const state = poll.data?.state ?? 'waiting';
  useEffect(() => {
    if (state === 'expired') setNonce((n) => n + 1);
    if (state === 'confirmed' && poll.data?.token) {
      tokenStore.set(poll.data.token);
      void navigate(poll.data.cid ? paths.circleAffiche(poll.data.cid) : paths.myCircles, { replace: true });
    }
  }, [state, poll.data, navigate]);
  const title = t('titles.loginCode');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.myCircles}>
        <p className="result">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.myCircles}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={paths.myCircles}>
      <section className="cc-card">
        <Picture width={240} height={240} eager className="cc-qr" src={q.data.qrDataUrl} alt={t('login.alt')} data-testid="login-qr" />
        <p data-testid="login-state">{t(`login.state.${state}`)}</p>
        <button type="button" className="btn btn-ghost" onClick={() => setNonce((n) => n + 1)} data-testid="login-refresh">
          {t('login.refresh')}
        </button>
      </section>
    </Page>
  );
}

function ConfirmOnPhone({ code }: { code: string }) {
  const { t } = useTranslation('circle');
  const navigate = useNavigate();
  const scan = useScanLoginCode();
  const confirm = useConfirmLoginCode();
  const { mutate } = scan;
  useEffect(() => {
    mutate(code);
  }, [code, mutate]);
  const title = t('titles.loginCode');
  const error = scan.error ?? confirm.error;
  return (
    <Page title={title} backTo={paths.myCircles}>
      <section className="cc-card">
        {error ? (
          <p className="result" role="alert" data-testid="login-error">
            {error.message}
          </p>
        ) : confirm.isSuccess ? (
          <p className="result" data-testid="login-done">
            {t('login.done')}
          </p>
        ) : scan.isSuccess ? (
          <>
            <p>{scan.data.circleName ? t('login.askCircle', { name: scan.data.circleName }) : t('login.ask')}</p>
            <Button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate(code)} data-testid="login-confirm">
              {t('login.confirm')}
            </Button>
            <button type="button" className="btn btn-ghost" onClick={() => void navigate(paths.myCircles)}>
              {t('login.cancel')}
            </button>
          </>
        ) : (
          <Loading />
        )}
      </section>
    </Page>
  );
}

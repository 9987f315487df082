import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { useWxReturn } from '../../../features/security/api/wx-auth-hooks';
import '../../../features/security/components/security.css';

const returnOf = (err: unknown): string | null => {
  const data = err instanceof ApiError ? (err.data as { returnTo?: unknown } | undefined) : undefined;
  return typeof data?.returnTo === 'string' && data.returnTo.startsWith('/') && !data.returnTo.startsWith('//') ? data.returnTo : null;
};

/**
 * Where WeChat's authorisation comes back (`code` and `state`; no code when the user declined). The server binds or
 * signs in and names the screen the user left, which opens in place of this one so the action resumes there.
 * A refusal says why in the catalogue's words and offers the way back.
 */
export default function WxAuthorizedRoute() {
  const { t } = useTranslation(['security', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useWxReturn();
  const sent = useRef(false);
  const code = params.get('code') ?? undefined;
  const state = params.get('state') ?? '';

  useEffect(() => {
    // Once only (StrictMode runs effects twice): the state is single-use on the server.
    if (sent.current) return;
    sent.current = true;
    finish.mutate(
      { code, state },
      {
        onSuccess: (r) => {
          toast.info(r.token ? t('wxReturn.signedIn') : t('wxReturn.bound'));
          void navigate(r.returnTo, { replace: true });
        },
      },
    );
  }, [code, state, finish, navigate, t]);

  const title = t('titles.wxAuthorized');
  if (!finish.error) {
    return (
      <Page title={title} backTo={paths.home}>
        <p className="intro" role="status">
          {t('wxReturn.working')}
        </p>
        <Loading />
      </Page>
    );
  }
  const back = returnOf(finish.error);
  return (
    <Page title={title} backTo={back ?? paths.home}>
      <div className="result" data-testid="wx-return-refused">
        <p role="alert">{finish.error.message}</p>
        {back && (
          <Link className="btn btn-primary" to={back} replace data-testid="wx-return-back">
            {t('wxReturn.back')}
          </Link>
        )}
        {finish.error instanceof ApiError && finish.error.code === 'WX_NOT_BOUND' ? (
          <Link className="btn btn-ghost" to={`${paths.login}?redirect=${encodeURIComponent(back ?? paths.home)}`} replace>
            {t('wxReturn.login')}
          </Link>
        ) : (
          <Link className="btn btn-ghost" to={paths.home} replace>
            {t('wxReturn.home')}
          </Link>
        )}
      </div>
    </Page>
  );
}

import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { inWeChat } from '../../../features/share/wechat';
import { useStartWxAuth } from '../../../features/security/api/wx-auth-hooks';

/**
 * Inside WeChat, an account whose WeChat is linked signs in without a password: the silent authorisation, then the
 * way back signs in and opens `returnTo`. A WeChat linked to no account is told so there, with the phone sign-in.
 */
export function WxLoginButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation(['security']);
  const start = useStartWxAuth();
  if (!inWeChat()) return null;
  return (
    <div className="form" data-testid="wx-login">
      <Button variant="ghost" disabled={start.isPending} data-testid="wx-login-start" onClick={() => start.mutate({ scope: 'snsapi_base', returnTo })}>
        {t('security:wxReturn.wxLogin')}
      </Button>
      <p className="muted center">{t('security:wxReturn.wxLoginHint')}</p>
    </div>
  );
}

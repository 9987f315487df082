import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { BASENAME, paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useBinding, useBindWechat, useStartWechat, useUnbindWechat } from '../../../features/wallet/api';
import '../../../features/wallet/wallet.css';
import { formatDate } from '../../../lib/datetime';

/** /cpl/bindWechat: where withdrawals go. Leaves for WeChat's authorization and binds the code it comes back with. */
export default function BindWechatRoute() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const binding = useBinding();
  const start = useStartWechat();
  const bind = useBindWechat();
  const unbind = useUnbindWechat();
  const [confirm, setConfirm] = useState(false);
  const returned = useRef(false);
  const code = params.get('code');
  const state = params.get('state') ?? '';
  useEffect(() => {
    if (!code || returned.current) return; // once: a WeChat code is single-use
    returned.current = true;
    bind.mutate({ code, state }, { onSuccess: () => toast.info(t('bind.done')) });
    setParams({}, { replace: true });
  }, [code, state, bind, setParams, t]);

  if (binding.isPending || bind.isPending)
    return (
      <Page title={t('titles.bindWechat')} backTo={paths.wallet}>
        <Loading />
      </Page>
    );
  const b = binding.data ?? null;
  const redirectUri = `${window.location.origin}${BASENAME}${paths.walletBindWechat}`;
  return (
    <Page title={t('titles.bindWechat')} backTo={paths.wallet}>
      <p>{t('bind.intro')}</p>
      <ul className="wallet-list">
        <li>
          <p>{t('bind.current')}</p>
          <p data-testid="bind-state">{b ? b.nickname : t('bind.none')}</p>
        </li>
        {b && (
          <li>
            <p>{t('bind.boundAt')}</p>
            <p className="muted">{formatDate(b.boundAt)}</p>
          </li>
        )}
      </ul>
      <Button disabled={start.isPending} onClick={() => start.mutate(redirectUri)} data-testid="bind-start">
        {b ? t('bind.change') : t('bind.action')}
      </Button>
      {b && (
        <Button variant="ghost" onClick={() => setConfirm(true)} data-testid="bind-remove">
          {t('bind.remove')}
        </Button>
      )}
      <Sheet open={confirm} title={t('bind.remove')} onClose={() => setConfirm(false)} testId="unbind-sheet">
        <p>{t('bind.removeText')}</p>
        <Button
          variant="danger"
          disabled={unbind.isPending}
          data-testid="unbind-confirm"
          onClick={() =>
            unbind.mutate(undefined, {
              onSuccess: () => {
                setConfirm(false);
                toast.info(t('bind.removed'));
              },
            })
          }
        >
          {t('bind.remove')}
        </Button>
      </Sheet>
    </Page>
  );
}

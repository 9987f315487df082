import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { BASENAME, paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useBindWx, useStartWxAuthorization, useUnbindWx, useWxBindings } from '../../../features/security/api/binding-hooks';
import '../../../features/security/components/security.css';

/** WeChat binding: leave for WeChat's authorization, come back with `code` and `state`, bind; unbind each id. */
export default function BindingManagementRoute() {
  const { t } = useTranslation(['security', 'common']);
  const [params, setParams] = useSearchParams();
  const bindings = useWxBindings();
  const start = useStartWxAuthorization();
  const bind = useBindWx();
  const unbind = useUnbindWx();
  const returned = useRef(false);

  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    // Once only (StrictMode runs effects twice): the state is single-use on the server.
    if (!code || !state || returned.current) return;
    returned.current = true;
    bind.mutate({ code, state }, { onSuccess: () => toast.info(t('wechat.bound')) });
    setParams({}, { replace: true });
  }, [code, state, bind, setParams, t]);

  if (!bindings.data || bind.isPending)
    return (
      <Page title={t('titles.bindingManagement')}>
        <Loading />
      </Page>
    );
  const rows = [
    { key: 'openId' as const, label: t('wechat.openId'), hint: t('wechat.openIdHint'), state: bindings.data.openId },
    { key: 'unionId' as const, label: t('wechat.unionId'), hint: t('wechat.unionIdHint'), state: bindings.data.unionId },
  ];
  const redirectUri = `${window.location.origin}${BASENAME}${paths.bindingManagement}`;

  return (
    <Page title={t('titles.bindingManagement')}>
      <p className="intro">{t('wechat.intro')}</p>
      <div data-testid="wx-bindings">
        {rows.map((r) => (
          <div className="bind-row" key={r.key} data-testid={`wx-${r.key}`} data-bound={r.state.bound}>
            <div className="bind-row-text">
              <p>{r.label}</p>
              <p className="muted">{r.hint}</p>
              {/* Plain words only: the (masked) WeChat ids mean nothing to a shop owner. */}
              <p className={r.state.bound ? 'status-on' : 'muted'} data-testid={`wx-${r.key}-state`}>
                {r.state.bound ? t('menu.bound') : t('menu.unbound')}
              </p>
            </div>
            {r.state.bound && (
              <Button
                variant="ghost"
                disabled={unbind.isPending}
                data-testid={`unbind-${r.key}`}
                onClick={() => unbind.mutate(r.key, { onSuccess: () => toast.info(t('wechat.unboundDone')) })}
              >
                {t('wechat.unbind')}
              </Button>
            )}
          </div>
        ))}
      </div>
      {!(bindings.data.openId.bound && bindings.data.unionId.bound) && (
        <Button disabled={start.isPending} data-testid="wx-bind" onClick={() => start.mutate(redirectUri)}>
          {start.isPending ? t('wechat.binding') : t('wechat.bind')}
        </Button>
      )}
    </Page>
  );
}

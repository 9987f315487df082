import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { useUserInfo } from '../../../features/account/api';
import { useWxBindings } from '../../../features/security/api/binding-hooks';
import { useHasLoginPassword, useTxPwdInfo } from '../../../features/security/api/password-hooks';
import { RowChevron } from '../../../components/ui/Icon';

/** Account and security: every password, the phone and the WeChat binding, each with its current state. */
export default function PasswordHomeRoute() {
  const { t } = useTranslation(['security', 'common']);
  const login = useHasLoginPassword();
  const tx = useTxPwdInfo();
  const wx = useWxBindings();
  const me = useUserInfo();
  if (!login.data || !tx.data)
    return (
      <Page title={t('titles.passwordHome')}>
        <Loading />
      </Page>
    );

  const txState = tx.data.locked ? t('menu.locked') : tx.data.isSet ? t('menu.modify') : t('menu.notSet');
  const wxBound = Boolean(wx.data?.openId.bound || wx.data?.unionId.bound);
  const row = (to: string, label: string, state: string, testId: string, stateClass = 'muted') => (
    <li key={testId}>
      <Link to={to} data-testid={testId}>
        <span>{label}</span>
        <span className={stateClass}>
          {state}
          <RowChevron />
        </span>
      </Link>
    </li>
  );

  return (
    <Page title={t('titles.passwordHome')}>
      <ul className="menu">
        {row(paths.changePassword, t('menu.loginPassword'), login.data.hasPassword ? t('menu.modify') : t('menu.notSet'), 'menu-login-password')}
        {row(paths.forgetPassword, t('menu.forgetPassword'), '', 'menu-forget-password')}
      </ul>
      <ul className="menu">
        {row(paths.txPassword, t('menu.txPassword'), txState, 'menu-tx-password', tx.data.locked ? 'status-warn' : 'muted')}
        {tx.data.isSet && row(paths.txPasswordRetrieve, t('menu.txPasswordRetrieve'), '', 'menu-tx-retrieve')}
      </ul>
      <ul className="menu">
        {row(paths.modifyPhone, t('menu.phone'), me.data?.phoneMasked ?? '', 'menu-phone')}
        {row(paths.bindingManagement, t('menu.wechat'), wxBound ? t('menu.bound') : t('menu.unbound'), 'menu-wechat', wxBound ? 'status-on' : 'muted')}
      </ul>
    </Page>
  );
}

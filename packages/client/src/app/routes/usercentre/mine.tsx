import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { usePersonalData } from '../../../features/usercentre/settings-api';
import { AvatarUploader } from '../../../features/usercentre/components/AvatarUploader';
import { PersonalData } from '../../../features/usercentre/components/PersonalData';
import { RowChevron } from '../../../components/ui/Icon';

/** "Mine": avatar, personal data, and the way into every user-centre setting. */
export default function MineRoute() {
  const { t } = useTranslation('usercentre');
  const me = usePersonalData();
  if (!me.data)
    return (
      <Page title={t('titles.mine')}>
        <Loading />
      </Page>
    );
  const links: [string, string, string][] = [
    [paths.userCentreSettings, t('mine.links.settings'), 'link-settings'],
    [paths.privacySet, t('mine.links.privacy'), 'link-privacy'],
    [paths.passwordHome, t('mine.links.security'), 'link-security'],
    [paths.bindingManagement, t('mine.links.binding'), 'link-binding'],
    [paths.subscriptions, t('mine.links.subscriptions'), 'link-subscriptions'],
    [paths.columnSet, t('mine.links.columnSet'), 'link-column-set'],
    [paths.messageCentre, t('mine.links.messages'), 'link-messages'],
    [paths.userCentreSettingsOther, t('mine.links.other'), 'link-other'],
    [paths.card(me.data.phoneIdEcr), t('mine.links.myCard'), 'link-my-card'],
  ];
  return (
    <Page title={t('titles.mine')}>
      <AvatarUploader current={me.data.avatarUrl} name={me.data.name} seed={me.data.phoneIdEcr} />
      <PersonalData data={me.data} />
      <ul className="menu">
        {links.map(([to, label, id]) => (
          <li key={id}>
            <Link to={to} data-testid={id}>
              <span>{label}</span>
              <RowChevron />
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}

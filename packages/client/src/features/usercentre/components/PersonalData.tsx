import { useTranslation } from '../../../lib/i18n';
import type { TPersonalData } from '@card/contract';
import { ListGroup, ListRow } from '../../../components/ui/ListRow';
import { formatDate } from '../../../lib/datetime';

/** The user's own data as stored (the shared list rows, a value on the right); the phone stays masked even here. */
export function PersonalData({ data }: { data: TPersonalData }) {
  // The language row shows the language the app is in now (the i18n instance's, subscribed): switched from the home
  // header or here, it follows at once; the saved preference (data.language) may lag behind a header switch.
  const { t, i18n } = useTranslation('usercentre');
  const yes = (v: boolean) => (v ? t('switch.on') : t('switch.off'));
  return (
    <ListGroup label={t('titles.mine')} testId="personal-data">
      <ListRow title={t('mine.name')} value={data.name} />
      <ListRow title={t('mine.phone')} value={`${data.regionCode} ${data.phoneMasked}`} valueTestId="personal-phone" />
      <ListRow title={t('mine.company')} value={data.company?.name ?? t('mine.noCompany')} />
      <ListRow title={t('mine.language')} value={i18n.language === 'en' ? 'English' : '简体中文'} valueTestId="personal-language" />
      <ListRow title={t('mine.dynamics')} value={yes(data.dynamicOn)} />
      <ListRow title={t('privacy.hidePhone')} value={yes(data.privacy.hidePhone)} valueTestId="personal-hide-phone" />
      <ListRow title={t('mine.createdAt')} value={formatDate(data.createdAt)} />
    </ListGroup>
  );
}

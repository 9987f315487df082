import { useTranslation } from '../../../lib/i18n';
import type { TPersonalData } from '@card/contract';
import '../usercentre.css';
import { formatDate } from '../../../lib/datetime';

/** The user's own data as stored; the phone stays masked even here. */
export function PersonalData({ data }: { data: TPersonalData }) {
  // The language row shows the language the app is in now (the i18n instance's, subscribed): switched from the home
  // header or here, it follows at once; the saved preference (data.language) may lag behind a header switch.
  const { t, i18n } = useTranslation('usercentre');
  const yes = (v: boolean) => (v ? t('switch.on') : t('switch.off'));
  return (
    <dl className="uc-data" data-testid="personal-data">
      <div>
        <dt>{t('mine.name')}</dt>
        <dd>{data.name}</dd>
      </div>
      <div>
        <dt>{t('mine.phone')}</dt>
        <dd data-testid="personal-phone">
          {data.regionCode} {data.phoneMasked}
        </dd>
      </div>
      <div>
        <dt>{t('mine.company')}</dt>
        <dd>{data.company?.name ?? t('mine.noCompany')}</dd>
      </div>
      <div>
        <dt>{t('mine.language')}</dt>
        <dd data-testid="personal-language">{i18n.language === 'en' ? 'English' : '简体中文'}</dd>
      </div>
      <div>
        <dt>{t('mine.dynamics')}</dt>
        <dd>{yes(data.dynamicOn)}</dd>
      </div>
      <div>
        <dt>{t('privacy.hidePhone')}</dt>
        <dd data-testid="personal-hide-phone">{yes(data.privacy.hidePhone)}</dd>
      </div>
      <div>
        <dt>{t('mine.createdAt')}</dt>
        <dd>{formatDate(data.createdAt)}</dd>
      </div>
    </dl>
  );
}

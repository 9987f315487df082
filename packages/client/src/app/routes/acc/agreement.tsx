import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { agreementStore } from '../../../features/account/components/AgreementCheck';

export default function AgreementRoute() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const body = t('agreementBody', { returnObjects: true }) as string[];
  return (
    <Page title={t('common:titles.agreement')}>
      <article className="prose">
        <h2>{t('agreementTitle')}</h2>
        {body.map((p) => <p key={p}>{p}</p>)}
      </article>
      <Button onClick={() => { agreementStore.set(true); navigate(-1); }}>{t('agreeAndBack')}</Button>
    </Page>
  );
}

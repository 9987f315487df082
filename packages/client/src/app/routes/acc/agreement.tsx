import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { agreementStore } from '../../../features/account/components/AgreementCheck';
import { paths } from '../../../config/paths';
import { useBack } from '../../../lib/use-back';

export default function AgreementRoute() {
  const { t } = useTranslation(['account', 'common']);
  // Back to where the agreement link was tapped, or to the register screen when opened directly.
  const back = useBack(paths.register);
  const body = t('agreementBody', { returnObjects: true }) as string[];
  return (
    <Page title={t('common:titles.agreement')} backTo={paths.register}>
      <article className="prose">
        <h2>{t('agreementTitle')}</h2>
        {body.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </article>
      <Button
        onClick={() => {
          agreementStore.set(true);
          back();
        }}
      >
        {t('agreeAndBack')}
      </Button>
    </Page>
  );
}

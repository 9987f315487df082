import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { safeReturnPath } from '../../../lib/return-path';
import { useNameForm } from '../../../features/card/use-name-form';
import { CircleCheck } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';

/**
 * After registering, the card is named after the masked phone ("139****5679"): the first thing asked is the
 * real name, right here, then on to the rest of the card. Skipping is allowed.
 */
export default function RegisterSuccessRoute() {
  const { t } = useTranslation(['account', 'card', 'common']);
  const navigate = useNavigate();
  // Signed up on the way to something (收藏 a card, a page that needs an account): once named, back there instead.
  const returnTo = safeReturnPath(useSearchParams()[0].get('redirect'));
  const { name, setName, errors, submit, saving } = useNameForm(() => {
    toast.info(t('card:nameSaved'));
    void navigate(returnTo ?? paths.editCard, { replace: true });
  });

  return (
    <Page title={t('common:titles.registerSuccess')} back={false}>
      <div className="result">
        <div className="result-icon" aria-hidden>
          <Icon icon={CircleCheck} size="xl" />
        </div>
        <h2>{t('registerSuccessTitle')}</h2>
        <p>{t('registerSuccessText')}</p>
      </div>
      <form className="form" onSubmit={submit} noValidate data-testid="name-step">
        <Field
          label={t('nameStep.label')}
          name="name"
          autoComplete="name"
          placeholder={t('nameStep.placeholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <Button type="submit" disabled={saving} data-testid="name-step-save">
          {saving ? t('common:saving') : t('nameStep.save')}
        </Button>
      </form>
      <Link className="btn btn-ghost" to={returnTo ?? paths.home} replace data-testid="name-step-skip">
        {t('nameStep.later')}
      </Link>
      <Link className="btn btn-ghost" to={paths.registerVip} data-testid="register-vip-offers">
        {t('vipOffers')}
      </Link>
    </Page>
  );
}

import '../../../../features/network/components/radar.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LIMITS, ZAddAdvisoryBody } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { useTranslation } from '../../../../lib/i18n';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useAddAdvisory } from '../../../../features/network/api-radar';

const L = LIMITS.network;

/**
 * /accessRadar/advisory/:phoneIdEcr: demand consultation, opened by any visitor from the public card's 咨询 link
 * (signed in or not). Back goes to the card being viewed (it may have been opened from a shared link).
 */
export default function AdvisoryFormRoute() {
  const { t } = useTranslation('networkRadar');
  const { phoneIdEcr = '' } = useParams();
  const add = useAddAdvisory();
  const [sent, setSent] = useState(false);
  const form = useContractForm(ZAddAdvisoryBody, 'network.addAdvisory', { phoneIdEcr, name: '', phone: '', content: '' }, async (v) => {
    await add.mutateAsync({ ...v, phoneIdEcr });
    setSent(true);
  });
  const cardLink = `/multipage/card/${encodeURIComponent(phoneIdEcr)}`;
  const back = (
    <a className="btn btn-ghost" href={cardLink} data-testid="advisory-back-card">
      {t('advisoryForm.backToCard')}
    </a>
  );
  if (sent) {
    return (
      <Page title={t('titles.advisory')} back={false}>
        <div className="result" role="status" data-testid="advisory-sent">
          <p>{t('advisoryForm.sent')}</p>
          {back}
        </div>
      </Page>
    );
  }
  const { values, setValues, errors } = form;
  const set = (k: 'name' | 'phone' | 'content') => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  return (
    <Page title={t('titles.advisory')} back={false}>
      <form className="form" onSubmit={(e) => void form.submit(e)} noValidate data-testid="advisory-form">
        <p className="muted">{t('advisoryForm.intro')}</p>
        <Field label={t('advisoryForm.name')} name="name" value={values.name} onChange={set('name')} error={errors.name} maxLength={L.advisoryNameLength} autoComplete="name" />
        <Field label={t('advisoryForm.phone')} name="phone" value={values.phone} onChange={set('phone')} error={errors.phone} inputMode="tel" autoComplete="tel" />
        <div className={`field${errors.content ? ' field-error' : ''}`}>
          <label htmlFor="f-content">{t('advisoryForm.content')}</label>
          <textarea
            id="f-content"
            className="radar-textarea"
            name="content"
            rows={4}
            value={values.content}
            onChange={set('content')}
            maxLength={L.advisoryContentLength}
            aria-invalid={Boolean(errors.content)}
            aria-describedby={errors.content ? 'f-content-err' : undefined}
          />
          <p className="muted">
            {values.content.length}/{L.advisoryContentLength}
          </p>
          {errors.content && (
            <p className="field-msg" id="f-content-err">
              {errors.content}
            </p>
          )}
        </div>
        {(errors.phoneIdEcr || errors._form) && (
          <p className="field-msg" role="alert" data-testid="advisory-error">
            {errors.phoneIdEcr || errors._form}
          </p>
        )}
        <Button type="submit" disabled={add.isPending} data-testid="advisory-submit">
          {t('advisoryForm.submit')}
        </Button>
        {back}
      </form>
    </Page>
  );
}

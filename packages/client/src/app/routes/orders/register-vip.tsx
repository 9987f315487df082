import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS, ZRegisterInfoBody } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { Page, Loading } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useBuy, useIndustries, useRegisterDetail, useRegisterInfoSubmit } from '../../../features/orders/api';
import { formatTime } from '../../../features/orders/format';
import { PlanList } from '../../../features/orders/components/PlanList';
import '../../../features/orders/orders.css';
import { OptionSheet } from '../../../components/ui/OptionSheet';

/**
 * Registration offers: complete the card (name, industry, company) for a temporary VIP trial, and buy a VIP plan
 * with the offers the server grants this caller. A spokesperson's link carries `?ref=`, which binds the referrer.
 */
export default function RegisterVipRoute() {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? undefined;
  const { t } = useTranslation(['vip', 'common']);
  const navigate = useNavigate();
  const detail = useRegisterDetail(ref);
  const industries = useIndustries();
  const submitInfo = useRegisterInfoSubmit();
  const buy = useBuy();
  const [trialUntil, setTrialUntil] = useState<string | null>(null);
  const form = useContractForm(ZRegisterInfoBody, 'vip.ucRegisterInfoSubmit', { name: '', industry: '', company: '' }, async (v) => {
    const r = await submitInfo.mutateAsync({ ...v, ...(ref ? { ref } : {}) });
    setTrialUntil(r.tempVipExpiresAt ?? '');
  });
  if (!detail.data)
    return (
      <Page title={t('titles.registerVip')} backTo={paths.vipCentre}>
        <Loading />
      </Page>
    );
  const d = detail.data;
  const { values, setValues, errors } = form;

  return (
    <Page title={t('titles.registerVip')} backTo={paths.vipCentre}>
      {d.referrer && (
        <p className="vip-note" data-testid="referrer">
          {t('register.referrer', { name: d.referrer.name })}
        </p>
      )}
      <p className="vip-note">{t('register.intro', { days: LIMITS.money.tempVipTrialDays })}</p>
      {trialUntil !== null ? (
        <p className="uc-banner" role="status" data-testid="trial-granted">
          {t('register.submitted', { time: formatTime(trialUntil) })}
        </p>
      ) : (
        <form className="form" noValidate onSubmit={form.submit} data-testid="register-info">
          <Field label={t('register.name')} name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
          <OptionSheet
            label={t('register.industry')}
            name="industry"
            value={values.industry}
            placeholder={t('register.industryPick')}
            error={errors.industry}
            options={(industries.data?.industries ?? []).map((i) => ({ value: i.code, label: i.name }))}
            onChange={(industry) => setValues({ ...values, industry })}
            testId="register-industry"
          />
          <Field
            label={t('register.company')}
            name="company"
            autoComplete="organization"
            value={values.company}
            error={errors.company}
            onChange={(e) => setValues({ ...values, company: e.target.value })}
          />
          <Button type="submit" disabled={submitInfo.isPending} data-testid="register-info-submit">
            {submitInfo.isPending ? t('common:saving') : t('register.submit')}
          </Button>
        </form>
      )}

      <h2 className="section-title">{t('register.offersTitle')}</h2>
      {d.offersText && (
        <p className="vip-note" data-testid="offers-text">
          {d.offersText}
        </p>
      )}
      <PlanList
        plans={d.plans}
        busy={buy.isPending}
        formatFen={formatFen}
        testId="register-plans"
        onPick={(p) =>
          buy.mutate(
            { line: 'registerVip', planCode: p.code },
            {
              onSuccess: (o) => {
                void navigate(paths.vipPay(o.id));
              },
            },
          )
        }
      />
      <Link className="btn btn-ghost" to={paths.vipCentre} data-testid="to-vip-centre">
        {t('register.toCentre')}
      </Link>
    </Page>
  );
}

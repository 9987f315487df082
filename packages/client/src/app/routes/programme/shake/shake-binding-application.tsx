import '../../../../features/programme/shake/shake.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS, ZApplyShakeBody, type TShakeApplication } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { serverFieldErrors, validate } from '../../../../lib/form-errors';
import { useApplyShake, useShakeHome } from '../../../../features/programme/shake/api';
import { CircleCheck } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';

const S = LIMITS.programmeShake;

/**
 * /show/shakeBindingApplication: a VIP applies for devices: quantity, the shipping address and a reason. Gift devices
 * (3-year first VIP purchase) are used first, and the answer says by when it is reviewed (three working days). A
 * caller without VIP or a fourth waiting application shows the catalogue message (shared toast); every bad field says
 * so under itself at once, from the contract's own check and then the server's (issue 32, item 7: not one at a time).
 */
export default function ShakeApplyRoute() {
  const { t } = useTranslation('programmeShake');
  const home = useShakeHome();
  const apply = useApplyShake();
  const [form, setForm] = useState({ quantity: '1', contactName: '', contactMobile: '', region: '', address: '', reason: '' });
  const [done, setDone] = useState<TShakeApplication | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  if (done) {
    return (
      <Page title={t('titles.shakeApply')} backTo={paths.shakeHome}>
        <div className="result" data-testid="shake-apply-done">
          <div className="result-icon" aria-hidden="true">
            <Icon icon={CircleCheck} size="xl" />
          </div>
          <h2>{t('apply.doneTitle')}</h2>
          <p data-testid="shake-apply-due">{t('apply.due', { date: done.dueDate })}</p>
          <Link className="btn btn-primary" to={paths.shakeApplications} replace data-testid="shake-go-applications">
            {t('apply.goApplications')}
          </Link>
          <Link className="btn btn-ghost" to={paths.shakeHome} replace>
            {t('apply.goHome')}
          </Link>
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('titles.shakeApply')} backTo={paths.shakeHome}>
      {home.data && home.data.giftAvailable > 0 && (
        <p className="sk-gift" data-testid="shake-apply-gift">
          {t('apply.giftHint', { count: home.data.giftAvailable })}
        </p>
      )}
      <form
        className="form"
        noValidate
        data-testid="shake-apply-form"
        onSubmit={(e) => {
          e.preventDefault();
          const errs = validate(ZApplyShakeBody, form, currentLang(), 'programme.applyShakeDevice');
          setErrors(errs);
          if (Object.keys(errs).length) return;
          apply.mutate(
            { ...form, quantity: Number(form.quantity) },
            {
              onSuccess: (a) => {
                toast.info(t('apply.doneTitle'));
                setDone(a);
              },
              onError: (err) => setErrors(serverFieldErrors(err)),
            },
          );
        }}
      >
        <Field
          name="quantity"
          label={t('apply.quantity', { max: S.applyQuantityMax })}
          type="number"
          inputMode="numeric"
          min={1}
          max={S.applyQuantityMax}
          value={form.quantity}
          onChange={set('quantity')}
          error={errors.quantity}
          data-testid="shake-quantity"
        />
        <Field
          name="contactName"
          label={t('apply.contactName')}
          maxLength={S.contactNameMax}
          autoComplete="name"
          value={form.contactName}
          onChange={set('contactName')}
          error={errors.contactName}
          data-testid="shake-contact-name"
        />
        <Field
          name="contactMobile"
          label={t('apply.contactMobile')}
          type="tel"
          inputMode="tel"
          maxLength={S.contactMobileMax}
          autoComplete="tel"
          value={form.contactMobile}
          onChange={set('contactMobile')}
          error={errors.contactMobile}
          data-testid="shake-contact-mobile"
        />
        <Field name="region" label={t('apply.region')} maxLength={S.regionMax} value={form.region} onChange={set('region')} error={errors.region} data-testid="shake-region" />
        <Field
          name="address"
          label={t('apply.address')}
          maxLength={S.addressMax}
          autoComplete="street-address"
          value={form.address}
          onChange={set('address')}
          error={errors.address}
          data-testid="shake-address"
        />
        <div className="field">
          <label htmlFor="sk-reason">{t('apply.reason')}</label>
          <textarea
            id="sk-reason"
            className="sk-reason"
            maxLength={S.reasonMax}
            placeholder={t('apply.reasonHint')}
            value={form.reason}
            onChange={set('reason')}
            data-testid="shake-reason"
            aria-invalid={Boolean(errors.reason)}
          />
          {errors.reason && <p className="field-msg">{errors.reason}</p>}
        </div>
        <p className="sk-note">{t('apply.reviewHint')}</p>
        <Button type="submit" disabled={apply.isPending} data-testid="shake-apply-submit">
          {apply.isPending ? t('apply.submitting') : t('apply.submit')}
        </Button>
      </form>
    </Page>
  );
}

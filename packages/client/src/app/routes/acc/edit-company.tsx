import { useEffect, useState, type FormEvent } from 'react';
import { ZUpdateBasicInfoBody, ZUpdateSocialBody } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useMyCard } from '../../../features/card/api';
import { useUpdateBasicInfo, useUpdateSocial } from '../../../features/card/edit-api';
import '../../../features/card/components/card-edit.css';
import { useBack } from '../../../lib/use-back';
import { LiveCardPreview } from '../../../features/card/components/LiveCardPreview';

const FIELDS = ['company', 'department', 'position', 'taxNumber', 'landline', 'fax', 'email', 'qq', 'weibo'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const INPUT_MODE: Partial<Record<keyof Values, 'numeric' | 'tel' | 'email'>> = { taxNumber: 'numeric', landline: 'tel', fax: 'tel', email: 'email', qq: 'numeric' };

/** Company block and contact fields (the spec's mpCompanyColumnName): basic info and QQ/Weibo in one form. */
export default function EditCompanyRoute() {
  const { t } = useTranslation(['card', 'common']);
  // Back after saving, or to the management centre when the screen was opened directly.
  const back = useBack();
  const card = useMyCard();
  const basic = useUpdateBasicInfo();
  const social = useUpdateSocial();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (card.data && !values) setValues(Object.fromEntries(FIELDS.map((f) => [f, card.data[f]])) as Values);
  }, [card.data, values]);
  if (!card.data || !values)
    return (
      <Page title={t('titles.editCompany')}>
        <Loading />
      </Page>
    );

  const basicBody = {
    name: card.data.name,
    company: values.company,
    department: values.department,
    position: values.position,
    taxNumber: values.taxNumber,
    landline: values.landline,
    fax: values.fax,
    email: values.email,
  };
  const socialBody = { qq: values.qq, weibo: values.weibo };
  const busy = basic.isPending || social.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = { ...validate(ZUpdateBasicInfoBody, basicBody, currentLang(), 'card.updateMpBasicInfo'), ...validate(ZUpdateSocialBody, socialBody, currentLang(), 'card.updateMpSocial') };
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await basic.mutateAsync(basicBody);
      await social.mutateAsync(socialBody);
      toast.info(t('saved'));
      back();
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };

  return (
    <Page title={t('titles.editCompany')}>
      {card.data && <LiveCardPreview phoneIdEcr={card.data.phoneIdEcr} draft={{ company: values.company.trim(), position: values.position.trim() }} />}
      <form className="form" onSubmit={submit} noValidate>
        {FIELDS.map((f) => (
          <Field
            key={f}
            label={t(`fields.${f}`)}
            name={f}
            value={values[f]}
            inputMode={INPUT_MODE[f]}
            placeholder={t(`placeholders.${f}`)}
            error={errors[f]}
            onChange={(e) => setValues({ ...values, [f]: e.target.value })}
          />
        ))}
        <Button type="submit" disabled={busy} data-testid="save">
          {busy ? t('common:saving') : t('common:save')}
        </Button>
      </form>
    </Page>
  );
}

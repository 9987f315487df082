import { useState, type FormEvent } from 'react';
import type { TCardEnglish } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateEnglish } from '../layout-api';

const FIELDS = ['nameEn', 'positionEn', 'companyEn'] as const;

/** The English name, title and company the bilingual layout shows beside the Chinese ones. */
export function EnglishFields({ saved }: { saved: TCardEnglish }) {
  const { t } = useTranslation(['card', 'common']);
  const save = useUpdateEnglish();
  const [values, setValues] = useState<TCardEnglish>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save.mutateAsync(values);
      setErrors({});
      toast.info(t('saved'));
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="english-fields">
      <p className="muted">{t('layout.englishHint')}</p>
      {FIELDS.map((f) => (
        <Field
          key={f}
          label={t(`layout.fields.${f}`)}
          name={f}
          value={values[f]}
          lang="en"
          autoComplete="off"
          error={errors[f]}
          onChange={(e) => setValues({ ...values, [f]: e.target.value })}
        />
      ))}
      <Button type="submit" disabled={save.isPending} data-testid="save-english">
        {save.isPending ? t('common:saving') : t('common:save')}
      </Button>
    </form>
  );
}

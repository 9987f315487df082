import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ZCreateCompanyBody } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { currentLang, useTranslation } from '../../../../lib/i18n';
import { serverFieldErrors, validate } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { useCreateCompany } from '../../../../features/network/api-company';

/**
 * Creating a company (/acc/createCompany, issue 31): the name and, optionally, the unified social credit code. The
 * form checks with the contract's own schema first; the server's refusals (a name taken, already in a company) show
 * under the field they name. On success the creator lands on 我的公司 as its admin.
 */
export default function CreateCompanyRoute() {
  const { t } = useTranslation('networkCompany');
  const navigate = useNavigate();
  const create = useCreateCompany();
  const [name, setName] = useState('');
  const [taxNumber, setTaxNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { name, taxNumber };
    const errs = validate(ZCreateCompanyBody, body, currentLang(), 'network.createCompany');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    create.mutate(body, {
      onSuccess: () => {
        toast.info(t('create.done'));
        navigate(paths.myCompany, { replace: true });
      },
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  return (
    <Page title={t('titles.create')} backTo={paths.myCompany}>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('create.name')}
          name="name"
          placeholder={t('create.namePlaceholder')}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          data-testid="create-name"
        />
        <Field
          label={t('create.taxNumber')}
          name="taxNumber"
          placeholder={t('create.taxPlaceholder')}
          value={taxNumber}
          maxLength={24}
          autoCapitalize="characters"
          onChange={(e) => setTaxNumber(e.target.value)}
          error={errors.taxNumber}
          data-testid="create-tax"
        />
        <p className="hint">{t('create.hint')}</p>
        <Button type="submit" disabled={create.isPending} data-testid="create-submit">
          {create.isPending ? t('create.creating') : t('create.go')}
        </Button>
      </form>
    </Page>
  );
}

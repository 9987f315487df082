import '../../../../features/content/content-cases.css';
import { useNavigate, useParams } from 'react-router';
import { CASE_TYPES, LIMITS, ZSaveCaseBody, type CaseType, type TCase } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useCase, useSaveCase } from '../../../../features/content/api-cases';
import { CasesImagePicker } from '../../../../features/content/components/CasesImagePicker';
import { OptionSheet } from '../../../../components/ui/OptionSheet';

const L = LIMITS.content;
type Values = { type: CaseType; title: string; description: string; cover: string[]; images: string[] };

/** /designCase/saveCase[/:id]: add a case, or edit one of mine (it goes back through the audit unless I am whitelisted). */
export default function CaseFormRoute() {
  const { t } = useTranslation('contentCases');
  const { id } = useParams();
  const existing = useCase(id ?? '');
  const title = id ? t('titles.editCase') : t('titles.newCase');
  if (!id)
    return (
      <Page title={title} backTo={paths.myCases}>
        <CaseForm />
      </Page>
    );
  if (existing.isError)
    return (
      <Page title={title} backTo={paths.myCases}>
        <p className="result muted" data-testid="case-missing">
          {existing.error.message}
        </p>
      </Page>
    );
  if (!existing.data)
    return (
      <Page title={title} backTo={paths.myCases}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={paths.myCases}>
      <CaseForm c={existing.data} />
    </Page>
  );
}

function CaseForm({ c }: { c?: TCase }) {
  const { t } = useTranslation('contentCases');
  const save = useSaveCase();
  const navigate = useNavigate();
  const initial: Values = {
    type: c?.type ?? 'interior',
    title: c?.title ?? '',
    description: c?.description ?? '',
    cover: c?.coverUrl ? [c.coverUrl] : [],
    images: c?.images ?? [],
  };
  const toBody = (v: Values) => ({ id: c?.id, type: v.type, title: v.title, description: v.description, coverUrl: v.cover[0], images: v.images });
  const form = useContractForm(ZSaveCaseBody, 'content.saveCase', initial, async (v) => {
    const saved = await save.mutateAsync(toBody(v));
    toast.info(t(saved.state === 'auditing' ? 'done.savedAuditing' : 'done.saved'));
    navigate(paths.myCases, { replace: true });
  });
  const { values, setValues, errors } = form;
  return (
    <form className="form" noValidate onSubmit={(e) => void form.submit(e)} data-testid="case-form">
      <p className="muted">{t('form.auditNote')}</p>
      <OptionSheet
        label={t('form.type')}
        value={values.type}
        onChange={(type) => setValues({ ...values, type })}
        testId="case-type"
        options={CASE_TYPES.map((ty) => ({ value: ty, label: t(`types.${ty}`) }))}
      />
      <Field
        label={t('form.title')}
        name="title"
        value={values.title}
        maxLength={L.caseTitleMax}
        error={errors.title}
        onChange={(e) => setValues({ ...values, title: e.target.value })}
        data-testid="case-title-input"
      />
      <div className={`field${errors.description ? ' field-error' : ''}`}>
        <label htmlFor="f-description">{t('form.description')}</label>
        <textarea
          id="f-description"
          className="case-textarea"
          rows={5}
          value={values.description}
          maxLength={L.caseDescriptionMax}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
          data-testid="case-description"
        />
        <p className="muted">
          {values.description.length}/{L.caseDescriptionMax}
        </p>
        {errors.description && <p className="field-msg">{errors.description}</p>}
      </div>
      <CasesImagePicker label={t('form.cover')} urls={values.cover} max={1} testId="case-cover" error={errors.coverUrl} onChange={(cover) => setValues({ ...values, cover })} />
      <CasesImagePicker
        label={t('form.images')}
        urls={values.images}
        max={L.caseImagesMax}
        testId="case-images"
        error={errors.images}
        onChange={(images) => setValues({ ...values, images })}
      />
      {errors._form && (
        <p className="field-msg" role="alert">
          {errors._form}
        </p>
      )}
      <Button type="submit" disabled={save.isPending} data-testid="case-save">
        {t('form.save')}
      </Button>
    </form>
  );
}

import { HELP_KINDS, LIMITS, ZSaveHelpBody, type THelpArticleAdmin } from '@card/contract';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useSaveArticle } from '../api';
import { OptionSheet } from '../../../../components/ui/OptionSheet';

type Values = { id?: string; kind: string; title: string; category: string; summary: string; body: string; sort: string };
const blank: Values = { kind: 'guide', title: '', category: '', summary: '', body: '', sort: '0' };
export const valuesOf = (a: THelpArticleAdmin): Values => ({ id: a.id, kind: a.kind, title: a.title, category: a.category, summary: a.summary, body: a.body, sort: String(a.sort) });

/**
 * An agent's add or edit of one article, checked with the contract's own schema first (the server's wording, naming
 * the field), then the server's refusals under the same fields; the catalogue message also shows as the toast.
 */
export function AgentArticleForm({ article, onDone }: { article?: THelpArticleAdmin; onDone: () => void }) {
  const { t } = useTranslation(['serviceHelp', 'common']);
  const save = useSaveArticle();
  const L = LIMITS.service;
  const form = useContractForm(ZSaveHelpBody, 'service.saveHelpArticle', article ? valuesOf(article) : blank, async (v) => {
    await save.mutateAsync(ZSaveHelpBody.parse(v));
    toast.info(t('agent.saved'));
    onDone();
  });
  const { values, setValues, errors } = form;
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  const area = (k: 'summary' | 'body', rows: number, max: number) => (
    <div className={`field${errors[k] ? ' field-error' : ''}`}>
      <label htmlFor={`hc-f-${k}`}>{t(`agent.fields.${k}`)}</label>
      <div className="field-row">
        <textarea
          id={`hc-f-${k}`}
          name={k}
          rows={rows}
          maxLength={max}
          value={values[k]}
          aria-invalid={Boolean(errors[k])}
          aria-describedby={errors[k] ? `hc-f-${k}-err` : undefined}
          onChange={set(k)}
          data-testid={`help-form-${k}`}
        />
      </div>
      {errors[k] && (
        <p className="field-msg" id={`hc-f-${k}-err`}>
          {errors[k]}
        </p>
      )}
    </div>
  );
  return (
    <form className="form hc-form" noValidate onSubmit={form.submit} data-testid="help-form">
      <h2 className="section-title">{t(article ? 'agent.editTitle' : 'agent.addTitle')}</h2>
      <OptionSheet
        label={t('agent.fields.kind')}
        name="kind"
        value={values.kind}
        onChange={(kind) => setValues({ ...values, kind })}
        error={errors.kind}
        testId="help-form-kind"
        options={HELP_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
      />
      <Field label={t('agent.fields.title')} name="title" value={values.title} maxLength={L.helpTitleMax} error={errors.title} onChange={set('title')} data-testid="help-form-title" />
      <Field
        label={t('agent.fields.category')}
        name="category"
        value={values.category}
        maxLength={L.helpCategoryMax}
        error={errors.category}
        onChange={set('category')}
        data-testid="help-form-category"
      />
      {area('summary', 2, L.helpSummaryMax)}
      {area('body', 8, L.helpBodyMax)}
      <Field label={t('agent.fields.sort')} name="sort" inputMode="numeric" value={values.sort} error={errors.sort} onChange={set('sort')} data-testid="help-form-sort" />
      <p className="hc-note">{t('agent.bodyNote')}</p>
      <div className="actions-row">
        <Button type="button" variant="ghost" onClick={onDone} data-testid="help-form-cancel">
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="help-form-save">
          {save.isPending ? t('common:saving') : t('agent.save')}
        </Button>
      </div>
    </form>
  );
}

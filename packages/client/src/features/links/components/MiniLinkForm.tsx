import { useTranslation } from '../../../lib/i18n';
import { LIMITS, ZMiniLinkFields, type TMiniLinkFields } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { useContractForm } from '../../../lib/use-contract-form';

/** Add or edit one link: a title and an http(s) address, checked with the contract schema before it is sent. */
export function MiniLinkForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: TMiniLinkFields;
  submitLabel: string;
  busy: boolean;
  onSubmit: (v: TMiniLinkFields) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['links', 'common']);
  const { values: v, setValues: setV, errors, submit } = useContractForm(ZMiniLinkFields, 'links.addMiniLink', initial, (x) => onSubmit({ title: x.title.trim(), url: x.url.trim() }));
  const idOf = (f: string) => `f-link-${f}${onCancel ? '-edit' : ''}`;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="link-form">
      <Field
        label={t('links.title')}
        name="title"
        id={idOf('title')}
        value={v.title}
        placeholder={t('links.titlePlaceholder')}
        error={errors.title}
        onChange={(e) => setV({ ...v, title: e.target.value })}
      />
      <div>
        <Field
          label={t('links.url')}
          name="url"
          id={idOf('url')}
          type="url"
          inputMode="url"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          value={v.url}
          placeholder={t('links.urlPlaceholder')}
          error={errors.url}
          onChange={(e) => setV({ ...v, url: e.target.value })}
        />
        {!errors.url && <p className="links-hint">{t('links.urlHint', { max: LIMITS.links.urlMax })}</p>}
      </div>
      <Button type="submit" disabled={busy} data-testid="link-submit">
        {busy ? t('common:saving') : submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
      )}
    </form>
  );
}

import { LIMITS, REG_FIELD_KINDS, type RegFieldKind } from '@card/contract';
import { useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { useFocusFirstField } from '../../../components/ui/EmptyState';
import { useTranslation } from '../../../lib/i18n';
import { OptionSheet } from '../../../components/ui/OptionSheet';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';

const A = LIMITS.activity;
/** A field as the owner edits it: `key` keeps React's row identity; options one per line (a choice field only). */
export interface DraftField {
  key: string;
  id?: string;
  label: string;
  kind: RegFieldKind;
  required: boolean;
  options: string;
}

/** One field of the registration form: label, kind picker, required switch, options of a choice, move and remove. */
export function RegistrationFieldEditor({
  index,
  field,
  last,
  onChange,
  onRemove,
  onMove,
  focusOnAdd = false,
}: {
  index: number;
  field: DraftField;
  last: boolean;
  onChange: (f: DraftField) => void;
  onRemove: () => void;
  onMove: (by: number) => void;
  /** Just added by a tap (添加字段, the empty list's first action): its name field takes the focus. */
  focusOnAdd?: boolean;
}) {
  const { t } = useTranslation('activityRegistration');
  const id = `rf-${field.key}`;
  const box = useRef<HTMLFieldSetElement>(null);
  useFocusFirstField(box, focusOnAdd);
  return (
    <fieldset className="ar-field" data-testid="reg-field" ref={box}>
      <legend>{t('fields.nth', { n: index + 1 })}</legend>
      <div className="field">
        <label htmlFor={`${id}-label`}>{t('fields.label')}</label>
        <input id={`${id}-label`} name="label" maxLength={A.regFieldLabelMax} value={field.label} onChange={(e) => onChange({ ...field, label: e.target.value })} />
      </div>
      <OptionSheet
        label={t('fields.kind')}
        name="kind"
        value={field.kind}
        onChange={(kind) => onChange({ ...field, kind })}
        testId="reg-field-kind"
        options={REG_FIELD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
      />
      {field.kind === 'select' && (
        <div className="field">
          <label htmlFor={`${id}-options`}>{t('fields.options', { max: A.regOptionsMax })}</label>
          <textarea id={`${id}-options`} name="options" rows={3} value={field.options} onChange={(e) => onChange({ ...field, options: e.target.value })} />
        </div>
      )}
      <label className="ar-check">
        <input type="checkbox" checked={field.required} onChange={(e) => onChange({ ...field, required: e.target.checked })} />
        {t('fields.required')}
      </label>
      <div className="ar-row">
        <Button type="button" variant="ghost" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('fields.up')}>
          <Icon icon={ArrowUp} size="sm" />
        </Button>
        <Button type="button" variant="ghost" disabled={last} onClick={() => onMove(1)} aria-label={t('fields.down')}>
          <Icon icon={ArrowDown} size="sm" />
        </Button>
        <Button type="button" variant="ghost" onClick={onRemove}>
          {t('fields.remove')}
        </Button>
      </div>
    </fieldset>
  );
}

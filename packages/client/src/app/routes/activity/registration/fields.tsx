import '../../../../features/activity/activity-registration.css';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LIMITS, REG_FIELD_KINDS, type TRegField } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { RegistrationFieldEditor, type DraftField } from '../../../../features/activity/components/RegistrationFieldEditor';
import { useFields, useSaveFields } from '../../../../features/activity/api-registration';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

const A = LIMITS.activity;
const toDraft = (f: TRegField): DraftField => ({ ...f, key: f.id, options: f.options.join('\n') });

/** /activity/fields/:id: the registration form of an activity or page: add, remove, reorder, kind, options, required. */
export default function RegistrationFieldsRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('activityRegistration');
  const q = useFields(id);
  if (q.isError)
    return (
      <Page title={t('titles.fields')}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.fields')}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.fields')} backTo={q.data.kind === 'form' ? paths.registrationPages : paths.activityHome}>
      <FieldsForm id={id} initial={q.data.fields.map(toDraft)} />
    </Page>
  );
}

let seq = 0;
function FieldsForm({ id, initial }: { id: string; initial: DraftField[] }) {
  const { t } = useTranslation('activityRegistration');
  const save = useSaveFields();
  const [fields, setFields] = useState(initial);
  // The field added last by a tap: its editor focuses its name field as it appears.
  const [added, setAdded] = useState('');
  const add = () => {
    const key = `new${++seq}`;
    setAdded(key);
    setFields([...fields, { key, label: '', kind: REG_FIELD_KINDS[0], required: false, options: '' }]);
  };
  const move = (i: number, by: number) => {
    const next = [...fields];
    const [f] = next.splice(i, 1);
    next.splice(i + by, 0, f!);
    setFields(next);
  };
  const submit = () =>
    save.mutate(
      {
        id,
        fields: fields.map((f) => ({
          id: f.id,
          label: f.label,
          kind: f.kind,
          required: f.required,
          options:
            f.kind === 'select'
              ? f.options
                  .split('\n')
                  .map((o) => o.trim())
                  .filter(Boolean)
              : [],
        })),
      },
      {
        onSuccess: (r) => {
          setFields(r.fields.map(toDraft));
          toast.info(t('fields.saved'));
        },
      },
    );
  return (
    <div className="form">
      <p className="ar-muted">{t('fields.always')}</p>
      {fields.length === 0 && (
        <EmptyState
          icon={CalendarDays}
          title={t('fields.empty')}
          hint={t('fields.emptyHint')}
          action={{ label: t('fields.emptyAction'), onClick: add, testId: 'fields-empty-action' }}
          testId="fields-empty"
        />
      )}
      {fields.map((f, i) => (
        <RegistrationFieldEditor
          key={f.key}
          index={i}
          field={f}
          last={i === fields.length - 1}
          onChange={(x) => setFields(fields.map((y, j) => (j === i ? x : y)))}
          onRemove={() => setFields(fields.filter((_, j) => j !== i))}
          onMove={(by) => move(i, by)}
          focusOnAdd={f.key === added}
        />
      ))}
      {fields.length < A.regFieldsMax && (
        <Button type="button" variant="ghost" data-testid="add-field" onClick={add}>
          {t('fields.add')}
        </Button>
      )}
      <Button type="button" data-testid="save-fields" disabled={save.isPending} onClick={submit}>
        {t('fields.save')}
      </Button>
    </div>
  );
}

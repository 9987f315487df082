import { useRef, useState, type FormEvent } from 'react';
import { Loading, Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAddLabel, useContactLabels, useDelLabel } from '../../../../features/network/api-exchange';
import '../../../../features/network/components/exchange.css';
import { ArrowLeftRight } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** My contact labels: add (1-10 characters, unique), delete, with how many cards carry each. */
export default function ContactLabelsRoute() {
  const { t } = useTranslation('network');
  const q = useContactLabels();
  const add = useAddLabel();
  const del = useDelLabel();
  const [name, setName] = useState('');
  const addForm = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(name, {
      onSuccess: () => {
        setName('');
        toast.info(t('labels.added'));
      },
      onError: (err) => toast.error(err.message),
    });
  };
  return (
    <Page title={t('titles.contactLabels')} backTo={paths.addressBook}>
      <form className="nx-search" onSubmit={submit} ref={addForm}>
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('labels.placeholder', { max: q.data?.nameLength ?? 10 })}
          aria-label={t('labels.placeholder', { max: q.data?.nameLength ?? 10 })}
          data-testid="label-name"
        />
        <button type="submit" className="btn btn-primary" disabled={add.isPending} data-testid="label-add">
          {t('labels.add')}
        </button>
      </form>
      {!q.data ? (
        <Loading />
      ) : q.data.labels.length ? (
        <ul className="nx-list" data-testid="labels">
          {q.data.labels.map((l) => (
            <li key={l.id} className="nx-person" data-testid="label-row">
              <span className="nx-body">
                <strong>{l.name}</strong>
                <small className="muted">{t('labels.count', { count: l.count })}</small>
              </span>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={del.isPending}
                onClick={() => del.mutate(l.id, { onError: (err) => toast.error(err.message) })}
                data-testid="label-delete"
              >
                {t('labels.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={ArrowLeftRight}
          title={t('labels.empty')}
          hint={t('labels.emptyHint')}
          action={{ label: t('labels.emptyAction'), focus: addForm, testId: 'labels-empty-action' }}
          testId="labels-empty"
        />
      )}
    </Page>
  );
}

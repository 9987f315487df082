import { useState } from 'react';
import type { TArticleFold } from '@card/contract';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAddFold, useDeleteFold, useRenameFold, useSortFolds, type Scope } from '../../../../features/content/api-articles';

/**
 * Folds of the owner's list: add one, and for the chosen fold rename, move it one place earlier, or delete it (an
 * empty one only: the server refuses a fold that still holds articles and says so).
 */
export function FoldEditor({ scope, fold, folds, onGone }: { scope: Scope; fold?: TArticleFold; folds: TArticleFold[]; onGone: () => void }) {
  const { t } = useTranslation('contentArticles');
  const [name, setName] = useState('');
  const add = useAddFold(scope);
  const rename = useRenameFold();
  const del = useDeleteFold();
  const sort = useSortFolds(scope);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (fold)
      rename.mutate(
        { foldId: fold.foldId, name },
        {
          onSuccess: () => {
            setName('');
            toast.info(t('saved'));
          },
        },
      );
    else
      add.mutate(name, {
        onSuccess: () => {
          setName('');
          toast.info(t('foldAdded'));
        },
      });
  };
  const moveUp = () => {
    if (!fold) return;
    const ids = folds.map((f) => f.foldId);
    const i = ids.indexOf(fold.foldId);
    if (i <= 0) return;
    [ids[i - 1], ids[i]] = [ids[i]!, ids[i - 1]!];
    sort.mutate(ids);
  };
  return (
    <form className="field" onSubmit={submit}>
      <label htmlFor="fold-name">{fold ? t('renameFold', { name: fold.name }) : t('newFold')}</label>
      <div className="field-row art-fold-row">
        <input id="fold-name" name="name" value={name} maxLength={24} placeholder={fold?.name ?? t('foldPlaceholder')} onChange={(e) => setName(e.target.value)} data-testid="fold-name" />
        <Button type="submit" variant="ghost" disabled={add.isPending || rename.isPending} data-testid="fold-save">
          {t(fold ? 'rename' : 'addFold')}
        </Button>
      </div>
      {fold && (
        <div className="art-actions">
          <button type="button" className="link-btn" disabled={sort.isPending} onClick={moveUp}>
            {t('moveUp')}
          </button>
          <ConfirmButton
            label={t('deleteFold')}
            armedLabel={t('deleteArmed')}
            confirmText={t('deleteFoldWarning', { name: fold.name })}
            testId="fold-delete"
            onConfirm={() =>
              del.mutate(fold.foldId, {
                onSuccess: () => {
                  onGone();
                  toast.info(t('deleted'));
                },
              })
            }
          />
        </div>
      )}
    </form>
  );
}

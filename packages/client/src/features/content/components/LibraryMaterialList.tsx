import type { TPhotoMaterial } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUseMaterial } from '../api-library';
import '../content-library.css';
import { Picture } from '../../../components/ui/Picture';

/** Material items two to a row, each with "save to the picture library" so every module can pick it. */
export function LibraryMaterialList({ items }: { items: TPhotoMaterial[] }) {
  const { t } = useTranslation('contentLibrary');
  const use = useUseMaterial();
  return (
    <ul className="lib-material" data-testid="material-list">
      {items.map((m) => (
        <li key={m.id} data-testid="material-item">
          <Picture width={168} height={126} src={m.thumbUrl} alt={m.title} />
          <div className="lib-material-foot">
            <span data-testid="material-title">
              {m.title}
              {m.own ? ` · ${t('own')}` : ''}
            </span>
            <Button type="button" variant="ghost" disabled={use.isPending} onClick={() => use.mutate(m.id, { onSuccess: () => toast.info(t('used')) })} data-testid="material-use">
              {t('use')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

import '../../../../features/video/video-library.css';
import { useEffect, useState } from 'react';
import type { TMicroVideo } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSortList, useSortVideos } from '../../../../features/video/api-library';
import { LibraryVideoRow } from '../../../../features/video/components/LibraryVideoTile';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';

/** /microvideo/sortVideo: every published video in my order; move with up/down, then save the whole order at once. */
export default function SortVideoRoute() {
  const { t } = useTranslation('videoLibrary');
  const q = useSortList();
  const save = useSortVideos();
  const [order, setOrder] = useState<TMicroVideo[]>([]);
  useEffect(() => {
    if (q.data) setOrder(q.data);
  }, [q.data]);
  const move = (i: number, by: -1 | 1) => {
    const next = [...order];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setOrder(next);
  };
  return (
    <Page title={t('titles.sortVideo')} backTo={paths.microVideoHome}>
      {q.isError && (
        <p className="field-msg" role="alert">
          {q.error.message}
        </p>
      )}
      {q.isPending && <Loading />}
      <p className="muted">{t('sort.hint')}</p>
      <ul className="vl-list" data-testid="vl-sort-list">
        {order.map((v, i) => (
          <li key={v.id} data-testid="vl-sort-item">
            <LibraryVideoRow v={v} />
            <button type="button" className="btn btn-ghost" disabled={i === 0} aria-label={t('sort.up', { title: v.title })} onClick={() => move(i, -1)}>
              <Icon icon={ArrowUp} size="sm" />
            </button>
            <button type="button" className="btn btn-ghost" disabled={i === order.length - 1} aria-label={t('sort.down', { title: v.title })} onClick={() => move(i, 1)}>
              <Icon icon={ArrowDown} size="sm" />
            </button>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        disabled={save.isPending || !order.length}
        data-testid="vl-sort-save"
        onClick={() =>
          save.mutate(
            order.map((v) => v.id),
            { onSuccess: () => toast.info(t('done.sorted')) },
          )
        }
      >
        {t('sort.save')}
      </Button>
    </Page>
  );
}

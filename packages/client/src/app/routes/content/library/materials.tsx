import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useAddMaterialLabel, useMaterialAlbums, useMaterialLabels, useMaterials, useUploadMaterial } from '../../../../features/content/api-library';
import { LibraryMaterialList } from '../../../../features/content/components/LibraryMaterialList';
import '../../../../features/content/content-library.css';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';
import { Chips } from '../../../../components/ui/Chips';
import { Tabs } from '../../../../components/ui/Tabs';

type Tab = 'platform' | 'albums' | 'mine';

/** The material library (/material/MaterialHead): material by labels (several at once), my albums, my own uploads. */
export default function MaterialsRoute() {
  const { t } = useTranslation('contentLibrary');
  const [tab, setTab] = useState<Tab>('platform');
  const [picked, setPicked] = useState<string[]>([]);
  const labels = useMaterialLabels();
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <Page
      title={t('titles.materials')}
      actions={
        <Link to={paths.materialSearch} className="lib-top-link" data-testid="material-search-link">
          {t('search')}
        </Link>
      }
    >
      <Tabs value={tab} onChange={setTab} options={(['platform', 'albums', 'mine'] as const).map((k) => ({ value: k, label: t(`tabs.${k}`), testId: `tab-${k}` }))} />
      {tab !== 'albums' && (
        // Several labels at once (each switched on and off by itself): the shared Chips, 全部 clearing them.
        <Chips
          testId="material-labels"
          items={[
            { key: '', label: t('all'), pressed: picked.length === 0, onToggle: () => setPicked([]) },
            ...(labels.data ?? []).map((l) => ({ key: l.id, label: l.name, pressed: picked.includes(l.id), onToggle: () => toggle(l.id), testId: 'material-label' })),
          ]}
        />
      )}
      {tab === 'platform' && <ByLabels labelIds={picked} />}
      {tab === 'albums' && <Albums />}
      {tab === 'mine' && <OwnUpload labelIds={picked} />}
    </Page>
  );
}

function ByLabels({ labelIds }: { labelIds: string[] }) {
  const { t } = useTranslation('contentLibrary');
  const items = useMaterials(labelIds);
  const rows = rowsOf(items.data);
  return (
    <>
      {rows.length ? <LibraryMaterialList items={rows} /> : !items.isLoading && <EmptyState icon={Inbox} title={t('noMaterial')} hint={t('noMaterialHint')} testId="material-empty" />}
      <LoadMore hasMore={!!items.hasNextPage} loading={items.isFetchingNextPage} onMore={() => void items.fetchNextPage()} />
    </>
  );
}

function Albums() {
  const { t } = useTranslation('contentLibrary');
  const albums = useMaterialAlbums();
  const withPhotos = (albums.data ?? []).filter((a) => a.photos.length);
  if (!albums.isLoading && !withPhotos.length) return <EmptyState icon={Inbox} title={t('noAlbums')} hint={t('noAlbumsHint')} action={{ label: t('noAlbumsAction'), to: paths.albums }} />;
  return (
    <>
      {withPhotos.map((a) => (
        <section key={a.id}>
          <h3>{a.name}</h3>
          <ul className="lib-grid">
            {a.photos.map((p) => (
              <li key={p.id}>
                <Picture width={111} height={111} className="lib-tile" src={p.thumbs.m ?? p.url} alt={a.name} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** My own material: a new label, then an upload into the labels ticked above. */
function OwnUpload({ labelIds }: { labelIds: string[] }) {
  const { t } = useTranslation('contentLibrary');
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const addLabel = useAddMaterialLabel();
  const upload = useUploadMaterial();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <form
        className="lib-row"
        onSubmit={(e) => {
          e.preventDefault();
          addLabel.mutate(name, {
            onSuccess: () => {
              setName('');
              toast.info(t('labelAdded'));
            },
          });
        }}
      >
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder={t('newLabel')} aria-label={t('newLabel')} data-testid="material-label-name" />
        <Button type="submit" variant="ghost" disabled={addLabel.isPending || !name.trim()} data-testid="material-label-add">
          {t('addLabel')}
        </Button>
      </form>
      <p className="muted">{t('pickLabels')}</p>
      <div className="lib-row">
        <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('materialTitle')} aria-label={t('materialTitle')} maxLength={LIMITS.content.materialTitleMax} />
      </div>
      <input
        ref={input}
        className="lib-file-input"
        type="file"
        accept={LIMITS.upload.imageTypes.join(',')}
        aria-label={t('uploadMaterial')}
        data-testid="material-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f)
            upload.mutate(
              { file: f, labelIds, title },
              {
                onSuccess: () => {
                  setTitle('');
                  toast.info(t('uploaded'));
                },
              },
            );
        }}
      />
      <Button type="button" disabled={upload.isPending} onClick={() => input.current?.click()} data-testid="material-upload">
        {upload.isPending ? t('uploading') : t('uploadMaterial')}
      </Button>
      <ByLabels labelIds={labelIds} />
    </>
  );
}

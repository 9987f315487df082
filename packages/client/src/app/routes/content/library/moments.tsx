import { useRef, useState } from 'react';
import { LIMITS, MOMENT_CATEGORIES, type TMoment, type TMomentCategory } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useAddMoment, useCountMomentUse, useDeleteMoment, useMoments } from '../../../../features/content/api-library';
import { PicturePicker } from '../../../../features/content/components/LibraryPicturePicker';
import '../../../../features/content/content-library.css';
import { OptionSheet } from '../../../../components/ui/OptionSheet';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Picture } from '../../../../components/ui/Picture';
import { Chips } from '../../../../components/ui/Chips';
import { Tabs } from '../../../../components/ui/Tabs';

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing (older in-app browsers). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the textarea */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

/** Each image as a download (an anchor with `download`); the messaging app's browser saves them to the album. */
function saveImages(urls: string[]) {
  urls.forEach((url, i) => {
    const a = document.createElement('a');
    a.href = url;
    a.download = `moment-${i + 1}${url.slice(url.lastIndexOf('.'))}`;
    document.body.append(a);
    a.click();
    a.remove();
  });
}

/** Moments material (module 49): ready-to-post texts by category, newest or popular; copy the text, save the images; add my own. */
export default function MomentsRoute() {
  const { t } = useTranslation('contentLibrary');
  const [category, setCategory] = useState<TMomentCategory | ''>('');
  const [order, setOrder] = useState<'new' | 'popular'>('new');
  const [mine, setMine] = useState(false);
  const [adding, setAdding] = useState(false);
  const list = useMoments(category, order, mine);
  const rows = rowsOf(list.data);
  return (
    <Page title={t('titles.moments')}>
      {/* A category and "only mine" combine: chips switched on by themselves (the shared Chips), 全部 clearing both. */}
      <Chips
        testId="moment-categories"
        items={[
          {
            key: '',
            label: t('all'),
            pressed: category === '' && !mine,
            onToggle: () => {
              setCategory('');
              setMine(false);
            },
          },
          ...MOMENT_CATEGORIES.map((c) => ({ key: c, label: t(`category.${c}`), pressed: category === c, onToggle: () => setCategory(c), testId: 'moment-category' })),
          { key: 'mine', label: t('mine'), pressed: mine, onToggle: () => setMine((m) => !m), testId: 'moment-mine' },
        ]}
      />
      <Tabs value={order} onChange={setOrder} options={(['new', 'popular'] as const).map((o) => ({ value: o, label: t(`order.${o}`), testId: `order-${o}` }))} />
      {adding ? (
        <MomentForm onDone={() => setAdding(false)} />
      ) : (
        <Button type="button" variant="ghost" onClick={() => setAdding(true)} data-testid="moment-add">
          {t('addMoment')}
        </Button>
      )}
      {rows.length ? (
        <ul className="lib-moments" data-testid="moment-list">
          {rows.map((m) => (
            <MomentItem key={m.id} m={m} />
          ))}
        </ul>
      ) : (
        !list.isLoading && <EmptyState icon={Inbox} title={t('noMoments')} hint={t('noMomentsHint')} testId="moments-empty" />
      )}
      <LoadMore hasMore={!!list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}

function MomentItem({ m }: { m: TMoment }) {
  const { t } = useTranslation('contentLibrary');
  const count = useCountMomentUse();
  const remove = useDeleteMoment();
  const copy = async () => {
    if (!(await copyText(m.text))) return toast.info(t('copyFailed'));
    count.mutate({ id: m.id, way: 'copy' });
    toast.info(t('copied'));
  };
  return (
    <li className="lib-moment" data-testid="moment-item">
      <p className="lib-moment-text" data-testid="moment-text">
        {m.text}
      </p>
      {m.images.length > 0 && (
        <div className="lib-moment-images">
          {m.images.map((u) => (
            <Picture width={113} height={113} key={u} src={u} alt="" />
          ))}
        </div>
      )}
      <div className="lib-moment-actions">
        <Button type="button" onClick={() => void copy()} data-testid="moment-copy">
          {t('copy')}
        </Button>
        {m.images.length > 0 && (
          <Button
            type="button"
            variant="ghost"
            data-testid="moment-save"
            onClick={() => {
              saveImages(m.images);
              count.mutate({ id: m.id, way: 'save' });
              toast.info(t('saving'));
            }}
          >
            {t('saveImages')}
          </Button>
        )}
        {m.own && (
          <Button type="button" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(m.id)} data-testid="moment-delete">
            {t('delete')}
          </Button>
        )}
        <span className="lib-moment-uses" data-testid="moment-uses">
          {t('uses', { count: m.uses })}
        </span>
      </div>
    </li>
  );
}

/** My own text: category, text, images from the picture library (the picker). */
function MomentForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('contentLibrary');
  const [category, setCategory] = useState<TMomentCategory>('life');
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  // The picker hands its picks one by one, then closes: they are taken as one batch on close, and those past the
  // limit are said, never dropped silently (issue 32, item 7).
  const picked = useRef<string[]>([]);
  const pick = (url: string) => {
    picked.current.push(url);
  };
  const closePicker = () => {
    setPicking(false);
    const fresh = [...new Set(picked.current)].filter((u) => !images.includes(u));
    picked.current = [];
    const kept = fresh.slice(0, Math.max(0, LIMITS.content.momentImagesMax - images.length));
    if (fresh.length > kept.length) toast.info(t('picksOverLimit', { max: LIMITS.content.momentImagesMax, count: fresh.length - kept.length }));
    if (kept.length) setImages([...images, ...kept]);
  };
  const add = useAddMoment();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(
          { category, text, images },
          {
            onSuccess: () => {
              toast.info(t('saved'));
              onDone();
            },
          },
        );
      }}
      data-testid="moment-form"
    >
      <div className="lib-row">
        <OptionSheet
          compact
          label={t('momentCategory')}
          value={category}
          onChange={setCategory}
          testId="moment-form-category"
          options={MOMENT_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        />
      </div>
      <textarea
        className="lib-textarea"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('momentText')}
        aria-label={t('momentText')}
        maxLength={LIMITS.content.momentTextMax}
        data-testid="moment-text-input"
      />
      {images.length > 0 && (
        <div className="lib-moment-images">
          {images.map((u) => (
            <Picture width={113} height={113} key={u} src={u} alt="" />
          ))}
        </div>
      )}
      <div className="lib-row">
        <Button type="button" variant="ghost" disabled={images.length >= LIMITS.content.momentImagesMax} onClick={() => setPicking(true)}>
          {t('addImages')}
        </Button>
        <Button type="submit" disabled={add.isPending || !text.trim()} data-testid="moment-submit">
          {t('save')}
        </Button>
      </div>
      <PicturePicker open={picking} multiple onClose={closePicker} onPick={pick} />
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorText, type TMusicItem } from '@card/contract';
import { Field } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import { LoadMore } from '../../../components/ui/LoadMore';
import { rowsOf } from '../../../lib/paging';
import { currentLang, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMusicSearch, useMusics, useUpdateMusic } from '../style-api';
import './card-edit.css';
import { Play, Square } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';
import { Tabs } from '../../../components/ui/Tabs';

/** Background music: browse by category or search by name or singer; one choice, or none. */
export function MusicPicker({ currentId }: { currentId: string }) {
  const { t } = useTranslation('card');
  const [category, setCategory] = useState('');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState('');
  const all = useMusics(category);
  const found = useMusicSearch(keyword);
  const choose = useUpdateMusic();
  // One player for previews: tapping ▶ on a track plays it (stopping any other), tapping again stops it.
  const player = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState('');
  useEffect(
    () => () => {
      player.current?.pause();
    },
    [],
  );
  const preview = (m: TMusicItem) => {
    player.current?.pause();
    if (playing === m.id) {
      setPlaying('');
      return;
    }
    const audio = new Audio(m.url);
    audio.onended = () => setPlaying('');
    audio.onerror = () => {
      setPlaying('');
      toast.error(t('style.previewFailed'));
    };
    player.current = audio;
    setPlaying(m.id);
    void audio.play().catch(() => setPlaying(''));
  };
  const use = (id: string) =>
    choose.mutate(id, {
      onSuccess: () => {
        player.current?.pause();
        setPlaying('');
        toast.info(id ? t('style.musicSaved') : t('style.musicRemoved'));
      },
    });

  const search = (e: FormEvent) => {
    e.preventDefault();
    // The spec's rule: a search keyword must not be empty (the server refuses it with the same message).
    if (!draft.trim()) {
      setError(errorText('KEYWORD_EMPTY', currentLang()));
      return;
    }
    setError('');
    setKeyword(draft.trim());
  };
  // A search answers outcomes, not only rows: the first page says whether there were results at all.
  const outcome = found.data?.pages[0];
  const foundRows = (found.data?.pages ?? []).flatMap((p) => (p.kind === 'results' ? p.data.items : []));
  const items: TMusicItem[] = keyword ? foundRows : rowsOf(all.data);
  const more = keyword ? found : all;
  const item = (m: TMusicItem) => (
    <li key={m.id} className="music-item" aria-current={m.id === currentId}>
      <span>
        <span className="music-name">{m.name}</span>
        <br />
        <span className="music-singer">{m.singer}</span>
      </span>
      <span className="music-actions">
        <button
          type="button"
          className="link-btn music-preview"
          data-testid={`preview-${m.id}`}
          aria-pressed={playing === m.id}
          aria-label={`${playing === m.id ? t('style.stopPreview') : t('style.preview')} · ${m.name}`}
          onClick={() => preview(m)}
        >
          <Icon icon={playing === m.id ? Square : Play} />
        </button>
        {m.id === currentId ? (
          <span className="nav-badge">{t('style.current')}</span>
        ) : (
          <button type="button" className="link-btn" data-testid={`music-${m.id}`} disabled={choose.isPending} onClick={() => use(m.id)}>
            {t('style.use')}
          </button>
        )}
      </span>
    </li>
  );

  return (
    <div data-testid="music-picker">
      <form className="search-row" onSubmit={search} noValidate>
        <Field
          label={t('style.search')}
          name="keyword"
          value={draft}
          placeholder={t('style.searchPlaceholder')}
          error={error}
          onChange={(e) => {
            setDraft(e.target.value);
            if (!e.target.value) setKeyword('');
          }}
        />
        <Button type="submit" data-testid="music-search" style={{ marginTop: '1.6rem' }}>
          {t('style.searchButton')}
        </Button>
      </form>
      {!keyword && (
        <Tabs
          variant="chips"
          value={category}
          onChange={setCategory}
          options={['', ...(all.data?.pages[0]?.categories ?? [])].map((c) => ({ value: c, label: c ? t(`style.musicCategories.${c}`, { defaultValue: c }) : t('style.allCategories') }))}
        />
      )}
      {keyword && <p className="muted">{t('style.searchResults', { keyword })}</p>}
      <ul className="row-list" data-testid="music-list">
        {items.map(item)}
        {keyword && outcome?.kind === 'empty' && (
          <li className="muted center" data-testid="music-no-results">
            {t('style.noResults')}
          </li>
        )}
        {keyword && (outcome?.kind === 'needVip' || outcome?.kind === 'failed') && (
          <li className="muted center" data-testid={`music-search-${outcome.kind}`}>
            {outcome.message}
          </li>
        )}
      </ul>
      <LoadMore hasMore={more.hasNextPage} loading={more.isFetchingNextPage} onMore={() => void more.fetchNextPage()} testId="music-more" />
      {currentId && (
        <Button type="button" variant="ghost" data-testid="music-none" onClick={() => use('')}>
          {t('style.noMusic')}
        </Button>
      )}
    </div>
  );
}

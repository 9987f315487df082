import '../../../../features/video/video-share.css';
import { useState } from 'react';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import {
  useCompanyCount,
  useCompanyVideos,
  useDeleteSyncs,
  useMyShownVideos,
  usePickCompany,
  usePushSync,
  useShowSyncs,
  useSubCards,
  useWaitingSyncs,
} from '../../../../features/video/api-share';
import { Picture } from '../../../../components/ui/Picture';

const toggle = (set: Set<string>, id: string) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/**
 * /microvideo/manageSynchro: as a master card, push videos to bound sub cards (all, or those ticked); as a sub card,
 * the pushed videos waiting: search, show in batch (copies in my library), delete; as a company admin, pick my
 * videos into the company's videos.
 */
export default function ManageSynchroRoute() {
  const { t } = useTranslation('videoShare');
  return (
    <Page title={t('titles.manageSynchro')} backTo={paths.microVideoHome}>
      <PushSection />
      <WaitingSection />
      <CompanySection />
    </Page>
  );
}

function PushSection() {
  const { t } = useTranslation('videoShare');
  const subs = useSubCards();
  const mine = useMyShownVideos();
  const push = usePushSync();
  const [videos, setVideos] = useState(new Set<string>());
  const [cards, setCards] = useState(new Set<string>());
  if (subs.isPending) return <Loading />;
  if (!subs.data?.length)
    return (
      <section>
        <h2 className="vs-h">{t('sync.push')}</h2>
        <p className="muted" data-testid="vs-not-master">
          {t('sync.notMaster')}
        </p>
      </section>
    );
  return (
    <section data-testid="vs-push">
      <h2 className="vs-h">{t('sync.push')}</h2>
      <p className="muted vs-hint">{t('sync.subsHint')}</p>
      <ul className="vs-list">
        {subs.data.map((s) => (
          <li key={s.phoneIdEcr}>
            <label className="vs-check">
              <input type="checkbox" checked={cards.has(s.phoneIdEcr)} data-testid="vs-sub" onChange={() => setCards(toggle(cards, s.phoneIdEcr))} />
              {s.name || s.phoneIdEcr}
            </label>
          </li>
        ))}
      </ul>
      <ul className="vs-list">
        {rowsOf(mine.data).map((v) => (
          <li key={v.id} className="vs-row">
            <label className="vs-check">
              <input type="checkbox" checked={videos.has(v.id)} data-testid="vs-push-video" onChange={() => setVideos(toggle(videos, v.id))} />
              <Picture width={48} height={64} className="vs-cover" src={v.coverUrl} alt="" />
              {v.title}
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!videos.size || push.isPending}
        data-testid="vs-push-go"
        onClick={() =>
          push.mutate(
            { ids: [...videos], subIds: [...cards] },
            {
              onSuccess: (r) => {
                setVideos(new Set());
                toast.info(t('sync.pushed', { count: r.pushed, cards: r.subCards }));
              },
            },
          )
        }
      >
        {t('sync.pushGo')}
      </button>
    </section>
  );
}

function WaitingSection() {
  const { t } = useTranslation('videoShare');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const q = useWaitingSyncs(keyword);
  const show = useShowSyncs();
  const del = useDeleteSyncs();
  const [picked, setPicked] = useState(new Set<string>());
  const rows = rowsOf(q.data);
  const done = (msg: string) => () => {
    setPicked(new Set());
    toast.info(msg);
  };
  return (
    <section data-testid="vs-waiting">
      <h2 className="vs-h">{t('sync.waiting')}</h2>
      <form
        className="vs-link"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
        }}
      >
        <input value={draft} placeholder={t('sync.search')} aria-label={t('sync.search')} maxLength={30} data-testid="vs-sync-search" onChange={(e) => setDraft(e.currentTarget.value)} />
        <button type="submit" className="btn btn-ghost">
          {t('sync.searchGo')}
        </button>
      </form>
      {q.isPending && <Loading />}
      {q.data && !rows.length && (
        <p className="muted" data-testid="vs-waiting-empty">
          {t('sync.none')}
        </p>
      )}
      <ul className="vs-list">
        {rows.map((s) => (
          <li key={s.id} className="vs-row" data-testid="vs-sync">
            <label className="vs-check">
              <input type="checkbox" checked={picked.has(s.id)} data-testid="vs-sync-pick" onChange={() => setPicked(toggle(picked, s.id))} />
              <Picture width={48} height={64} className="vs-cover" src={s.video.coverUrl} alt="" />
              <span className="vs-title">{s.video.title}</span>
            </label>
            <span className="muted">{t('sync.from', { name: s.from.name })}</span>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      {rows.length > 0 && (
        <div className="vs-actions">
          <button type="button" className="btn btn-ghost" onClick={() => setPicked(new Set(rows.map((r) => r.id)))}>
            {t('sync.all')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!picked.size || show.isPending}
            data-testid="vs-sync-show"
            onClick={() => show.mutate([...picked], { onSuccess: done(t('sync.shown', { count: picked.size })) })}
          >
            {t('sync.show')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!picked.size || del.isPending}
            data-testid="vs-sync-del"
            onClick={() => del.mutate([...picked], { onSuccess: done(t('sync.deleted', { count: picked.size })) })}
          >
            {t('sync.del')}
          </button>
        </div>
      )}
    </section>
  );
}

function CompanySection() {
  const { t } = useTranslation('videoShare');
  const count = useCompanyCount();
  const company = useCompanyVideos();
  const mine = useMyShownVideos();
  const pick = usePickCompany();
  const picked = new Set(rowsOf(company.data).map((v) => v.id));
  return (
    <section data-testid="vs-company">
      <h2 className="vs-h">{t('company.title')}</h2>
      {count.data && (
        <p className="muted" data-testid="vs-company-count">
          {t('company.count', { count: count.data.count, max: count.data.max })}
        </p>
      )}
      <p className="muted vs-hint">{t('company.hint')}</p>
      <ul className="vs-list">
        {rowsOf(mine.data).map((v) => (
          <li key={v.id} className="vs-row">
            <label className="vs-check">
              <input
                type="checkbox"
                checked={picked.has(v.id)}
                disabled={pick.isPending}
                data-testid="vs-company-pick"
                onChange={(e) => pick.mutate({ id: v.id, on: e.currentTarget.checked })}
              />
              {v.title}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BLOCK_TYPES, LIMITS, type TBlock, type TMicroPage, type TPageContent } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { inlineErrors, toast } from '../../../../lib/toast';
import { serverFieldErrors } from '../../../../lib/form-errors';
import { useMicroPage, useOfflinePage, usePublishPage, useSaveDraft } from '../../../../features/content/api-pages';
import { PagesBlockList } from '../../../../features/content/components/PagesBlockList';
import { newBlock } from '../../../../features/content/components/PagesBlockEditor';
import { PagesPreview } from '../../../../features/content/components/PagesPreview';
import { PagesShare } from '../../../../features/content/components/PagesShare';
import { placeRefusal, type PageRefusal } from '../../../../features/content/page-refusal';
import '../../../../features/content/content-pages.css';
import { LayoutTemplate } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Tabs } from '../../../../components/ui/Tabs';

/** /acc/acc_home_edit/:id: the builder: blocks (a leaflet: pages of blocks), reorder, preview, save, publish, share. */
export default function PageBuilderRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('contentPages');
  const q = useMicroPage(id);
  const title = t('titles.edit');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.microPages}>
        <p className="result muted">{q.error.message}</p>
        <Link className="btn btn-primary" to={paths.microPages}>
          {t('titles.list')}
        </Link>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.microPages}>
        <Loading />
      </Page>
    );
  return <Builder key={q.data.id} page={q.data} />;
}

function Builder({ page }: { page: TMicroPage }) {
  const { t } = useTranslation('contentPages');
  const [content, setContent] = useState<TPageContent>(page.draft);
  const [dirty, setDirty] = useState(false);
  const [current, setCurrent] = useState(0);
  const [tab, setTab] = useState<'blocks' | 'preview'>('blocks');
  const save = useSaveDraft();
  const publish = usePublishPage();
  const offline = useOfflinePage();
  const leaflet = page.kind === 'leaflet';
  const blocks = leaflet ? (content.pages?.[current]?.blocks ?? []) : (content.blocks ?? []);
  useEffect(() => {
    if (leaflet && current >= (content.pages?.length ?? 1)) setCurrent(0);
  }, [content, current, leaflet]);
  // The builder says a refused save, publish or upload itself, under the block field it names (issue 32, item 7):
  // it claims its submissions' failures while open, so no toast says the same thing again above it.
  useEffect(() => inlineErrors.claim(), []);
  const [refusal, setRefusal] = useState<(PageRefusal & { seq: number }) | null>(null);
  const refusals = useRef(0);

  const setBlocks = (next: TBlock[]) => {
    setDirty(true);
    setContent(leaflet ? { pages: (content.pages ?? []).map((p, i) => (i === current ? { blocks: next } : p)) } : { blocks: next });
    // An edited block is a new object (a move keeps them): its messages go, as the user is correcting it.
    const edited = next.filter((b) => refusal?.blocks[b.id] && !blocks.includes(b)).map((b) => b.id);
    if (refusal && edited.length) setRefusal({ ...refusal, blocks: Object.fromEntries(Object.entries(refusal.blocks).filter(([id]) => !edited.includes(id))) });
  };
  /** A refusal of what was sent: its messages placed by block, the first refused block shown (its page, opened). */
  const refused = (sent: TPageContent) => (err: Error) => {
    const placed = placeRefusal(serverFieldErrors(err), sent, err.message);
    setRefusal({ ...placed, seq: ++refusals.current });
    if (placed.firstBlock) {
      setTab('blocks');
      if (placed.firstPage !== null) setCurrent(placed.firstPage);
    }
  };
  const body = () => ({ id: page.id, title: page.title, ...(leaflet ? { pages: content.pages ?? [] } : { blocks: content.blocks ?? [] }) });
  const doSave = (then?: () => void) => {
    const sent = content;
    setRefusal(null);
    save.mutate(body(), {
      onError: refused(sent),
      onSuccess: () => {
        setDirty(false);
        if (then) then();
        else toast.info(t('edit.saved'));
      },
    });
  };
  const doPublish = () => {
    const sent = content;
    doSave(() => publish.mutate(page.id, { onError: refused(sent), onSuccess: () => toast.info(t('edit.published')) }));
  };
  const busy = save.isPending || publish.isPending || offline.isPending;

  return (
    <Page title={page.title} backTo={paths.microPages}>
      <p className="muted">
        {t(`kind.${page.kind}`)} · <span data-testid="pages-state">{t(`state.${page.state}`)}</span>
        {dirty && (
          <>
            {' '}
            · <span className="pages-dirty">{t('edit.unsaved')}</span>
          </>
        )}
      </p>
      <Tabs value={tab} onChange={setTab} options={(['blocks', 'preview'] as const).map((k) => ({ value: k, label: t(`edit.tabs.${k}`), testId: `pages-tab-${k}` }))} />
      {leaflet && (
        <div className="pages-leaflet-bar">
          <Tabs
            variant="chips"
            value={String(current)}
            onChange={(v) => setCurrent(Number(v))}
            options={(content.pages ?? []).map((_, i) => ({ value: String(i), label: t('edit.pageN', { n: i + 1 }) }))}
          />
          {(content.pages?.length ?? 0) < LIMITS.content.leafletPagesMax && (
            <button
              type="button"
              className="chip-btn"
              data-testid="pages-add-page"
              onClick={() => {
                setDirty(true);
                setContent({ pages: [...(content.pages ?? []), { blocks: [] }] });
                setCurrent(content.pages?.length ?? 0);
              }}
            >
              + {t('edit.addPage')}
            </button>
          )}
          {(content.pages?.length ?? 0) > 1 && (
            <button
              type="button"
              className="chip-btn link-danger"
              onClick={() => {
                setDirty(true);
                setContent({ pages: (content.pages ?? []).filter((_, i) => i !== current) });
                setCurrent(0);
              }}
            >
              {t('edit.removePage')}
            </button>
          )}
        </div>
      )}
      {tab === 'preview' ? (
        <PagesPreview kind={page.kind} title={page.title} content={content} publicId={page.publicId} cardPhoneIdEcr={page.ownerPhoneIdEcr} />
      ) : (
        <>
          {blocks.length === 0 && <EmptyState icon={LayoutTemplate} title={t('edit.empty')} hint={t('edit.emptyHint')} />}
          <PagesBlockList
            blocks={blocks}
            onChange={setBlocks}
            at={`p${current}`}
            errors={refusal?.blocks}
            reveal={refusal?.firstBlock ? { id: refusal.firstBlock, seq: refusal.seq } : null}
          />
          {blocks.length < LIMITS.content.blocksPerPageMax && (
            <div className="pages-add" role="group" aria-label={t('edit.add')}>
              {BLOCK_TYPES.map((type) => (
                <button key={type} type="button" className="btn btn-ghost" data-testid={`pages-add-${type}`} onClick={() => setBlocks([...blocks, newBlock(type, t)])}>
                  + {t(`types.${type}`)}
                </button>
              ))}
            </div>
          )}
        </>
      )}
      {refusal?.page.map((m) => (
        <p key={m} className="field-msg" role="alert" data-testid="pages-refusal">
          {m}
        </p>
      ))}
      <div className="pages-actions">
        <Button type="button" variant="ghost" data-testid="pages-save" disabled={busy} onClick={() => doSave()}>
          {t('edit.save')}
        </Button>
        <Button type="button" data-testid="pages-publish" disabled={busy} onClick={doPublish}>
          {t('edit.publish')}
        </Button>
        {page.state === 'published' && (
          <Button
            type="button"
            variant="ghost"
            data-testid="pages-offline"
            disabled={busy}
            onClick={() => {
              setRefusal(null);
              offline.mutate(page.id, { onError: refused(content), onSuccess: () => toast.info(t('edit.wentOffline')) });
            }}
          >
            {t('edit.offline')}
          </Button>
        )}
        <Link className="btn btn-ghost" to={paths.microPageLeads(page.id)}>
          {t('edit.leads')}
          {page.unreadLeads > 0 ? ` (${page.unreadLeads})` : ''}
        </Link>
      </div>
      {page.state === 'published' ? <PagesShare id={page.id} /> : <p className="muted">{t('share.notPublished')}</p>}
    </Page>
  );
}

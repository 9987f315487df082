import '../../../../features/content/content-cases.css';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TCase } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useCaseSwitch, useDeleteCases, useMyCases, useSortCases } from '../../../../features/content/api-cases';
import { CasesCard } from '../../../../features/content/components/CasesCard';
import { useUserInfo } from '../../../../features/account/api';
import { ArrowDown, ArrowUp, Briefcase } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /designCase/myCase (module tile 52 案例展示): my cases, topped first; edit, hide, top, recommend, reorder, delete one or several. */
export default function MyCasesRoute() {
  const { t } = useTranslation('contentCases');
  const q = useMyCases();
  const del = useDeleteCases();
  const [picked, setPicked] = useState<string[]>([]);
  const rows = rowsOf(q.data);
  const isOperator = Boolean(useUserInfo().data?.roles.includes('operator'));
  const title = t('titles.myCases');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.userCentre}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.userCentre}>
        <Loading />
      </Page>
    );
  const me = rows[0]?.owner.phoneIdEcr;
  const removePicked = () =>
    del.mutate(picked, {
      onSuccess: (r) => {
        setPicked([]);
        toast.info(t('done.deleted', { count: r.ids.length }));
      },
    });
  return (
    <Page
      title={title}
      backTo={paths.userCentre}
      actions={
        <Link className="case-topbar-link" to={paths.caseNew} data-testid="case-add">
          {t('mine.add')}
        </Link>
      }
    >
      <div className="case-bar">
        <Link className="btn btn-ghost" to={paths.forbiddenCases} data-testid="case-go-forbidden">
          {t('mine.forbidden')}
        </Link>
        {me && (
          <Link className="btn btn-ghost" to={paths.cardCases(me)} data-testid="case-go-public">
            {t('mine.public')}
          </Link>
        )}
        <Link className="btn btn-ghost" to={paths.caseSearch}>
          {t('mine.search')}
        </Link>
        {/* Only operators review (issue 32): the role comes from the server's user info, never a client-side guess. */}
        {isOperator && (
          <Link className="btn btn-ghost" to={paths.operatorTab('case')} data-testid="case-go-review">
            {t('mine.audit')}
          </Link>
        )}
      </div>
      {rows.length === 0 && (
        <EmptyState icon={Briefcase} title={t('mine.empty')} hint={t('mine.emptyHint')} action={{ label: t('mine.emptyAction'), to: paths.caseNew }} testId="cases-empty" />
      )}
      {picked.length > 0 && (
        <div className="case-bar">
          <ConfirmButton
            className="btn btn-ghost"
            label={t('mine.deletePicked', { count: picked.length })}
            armedLabel={t('mine.deleteConfirm')}
            confirmText={t('mine.deletePickedHint', { count: picked.length })}
            disabled={del.isPending}
            testId="case-delete-picked"
            onConfirm={removePicked}
          />
        </div>
      )}
      <ul className="case-list" data-testid="my-cases">
        {rows.map((c, i) => (
          <MyCaseItem key={c.id} c={c} rows={rows} index={i} picked={picked.includes(c.id)} onPick={(on) => setPicked(on ? [...picked, c.id] : picked.filter((x) => x !== c.id))} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}

function MyCaseItem({ c, rows, index, picked, onPick }: { c: TCase; rows: TCase[]; index: number; picked: boolean; onPick: (on: boolean) => void }) {
  const { t } = useTranslation('contentCases');
  const hide = useCaseSwitch('hideCase');
  const top = useCaseSwitch('topCase');
  const rec = useCaseSwitch('recommendCase');
  const sort = useSortCases();
  const del = useDeleteCases();
  const locked = c.state === 'forbidden' || c.state === 'appealing';
  const busy = hide.isPending || top.isPending || rec.isPending || sort.isPending;
  const move = (by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    sort.mutate(ids);
  };
  return (
    <li className="case-item" data-testid="my-case" data-case-id={c.id}>
      <CasesCard c={c} showState />
      <div className="case-actions">
        <label className="case-select">
          <input type="checkbox" checked={picked} onChange={(e) => onPick(e.target.checked)} aria-label={t('mine.pick', { title: c.title })} />
          {t('mine.pickShort')}
        </label>
        {!locked && (
          <Link className="btn btn-ghost" to={paths.caseEdit(c.id)} data-testid="case-edit">
            {t('mine.edit')}
          </Link>
        )}
        {!locked && (
          <>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              data-testid="case-hide"
              onClick={() => hide.mutate({ id: c.id, on: !c.hidden }, { onSuccess: () => toast.info(t(c.hidden ? 'done.shown' : 'done.hidden')) })}
            >
              {c.hidden ? t('mine.show') : t('mine.hide')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              data-testid="case-top"
              onClick={() => top.mutate({ id: c.id, on: !c.topped }, { onSuccess: () => toast.info(t(c.topped ? 'done.untopped' : 'done.topped')) })}
            >
              {c.topped ? t('mine.untop') : t('mine.top')}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} data-testid="case-recommend" onClick={() => rec.mutate({ id: c.id, on: !c.recommended })}>
              {c.recommended ? t('mine.unrecommend') : t('mine.recommend')}
            </button>
          </>
        )}
        <button type="button" className="btn btn-ghost" disabled={busy || index === 0} aria-label={t('mine.up', { title: c.title })} onClick={() => move(-1)}>
          <Icon icon={ArrowUp} size="sm" />
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy || index === rows.length - 1} aria-label={t('mine.down', { title: c.title })} onClick={() => move(1)}>
          <Icon icon={ArrowDown} size="sm" />
        </button>
        <ConfirmButton
          className="btn btn-ghost"
          label={t('mine.delete')}
          armedLabel={t('mine.deleteConfirm')}
          confirmText={t('mine.deleteHint', { title: c.title })}
          disabled={del.isPending}
          testId="case-delete"
          onConfirm={() => del.mutate([c.id], { onSuccess: () => toast.info(t('done.deleted', { count: 1 })) })}
        />
      </div>
    </li>
  );
}

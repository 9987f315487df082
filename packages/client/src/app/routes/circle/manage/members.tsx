import { useState } from 'react';
import type { TCircleMemberItem } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Sheet } from '../../../../components/ui/Sheet';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import {
  useAddAdmin,
  useAddTitle,
  useCircleMembers,
  useCircleTitles,
  useDeleteMember,
  useDelTitle,
  useDisableMember,
  useManageInfo,
  useRestoreMember,
  useSetMemberTitle,
} from '../../../../features/circle/api-manage';
import { useCid } from './use-cid';
import { MemberRow } from './member-row';

/** CircleMember: the admins' member list with each member's actions, and the circle's titles. */
export default function CircleMemberRoute() {
  const { t } = useTranslation('circleManage');
  const cid = useCid();
  const info = useManageInfo(cid);
  const q = useCircleMembers(cid);
  const [picked, setPicked] = useState<TCircleMemberItem | null>(null);
  const title = t('titles.members');
  if (info.isError)
    return (
      <Page title={title} backTo={paths.circleManage(cid)}>
        <p className="result muted">{info.error.message}</p>
      </Page>
    );
  if (!q.data || !info.data)
    return (
      <Page title={title} backTo={paths.circleManage(cid)}>
        <Loading />
      </Page>
    );
  const rows = rowsOf(q.data);
  return (
    <Page title={title} backTo={paths.circleManage(cid)}>
      <Titles cid={cid} />
      <h2 className="section-title">{t('members.heading', { n: info.data.memberCount })}</h2>
      <ul className="menu" data-testid="member-list">
        {rows.map((m) => (
          <MemberRow key={m.phoneIdEcr} m={m} onTap={m.role === 'owner' ? undefined : () => setPicked(m)} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      {picked && <Actions cid={cid} m={picked} owner={info.data.myRole === 'owner'} onClose={() => setPicked(null)} />}
    </Page>
  );
}

function Titles({ cid }: { cid: string }) {
  const { t } = useTranslation('circleManage');
  const q = useCircleTitles(cid);
  const add = useAddTitle();
  const del = useDelTitle();
  const [name, setName] = useState('');
  return (
    <section data-testid="titles">
      <h2 className="section-title">{t('members.titles', { n: q.data?.items.length ?? 0, max: q.data?.max ?? 5 })}</h2>
      <ul className="menu">
        {q.data?.items.map((x) => (
          <li key={x.titleId} className="menu-row">
            <span>
              {x.name} <span className="muted">{t('members.holders', { n: x.holders })}</span>
            </span>
            <button type="button" className="link-btn link-danger" onClick={() => del.mutate({ cid, titleId: x.titleId })} data-testid={`del-title-${x.name}`}>
              {t('delete')}
            </button>
          </li>
        ))}
      </ul>
      <div className="actions-row">
        <div className="field-row" style={{ flex: 1 }}>
          <input aria-label={t('members.newTitle')} placeholder={t('members.newTitle')} value={name} maxLength={30} onChange={(e) => setName(e.target.value)} data-testid="title-input" />
          <span className="muted">{[...name].length}/15</span>
        </div>
        <Button disabled={add.isPending} data-testid="title-add" onClick={() => add.mutate({ cid, titleName: name }, { onSuccess: () => setName('') })}>
          {t('add')}
        </Button>
      </div>
    </section>
  );
}

function Actions({ cid, m, owner, onClose }: { cid: string; m: TCircleMemberItem; owner: boolean; onClose: () => void }) {
  const { t } = useTranslation('circleManage');
  const titles = useCircleTitles(cid);
  const setTitle = useSetMemberTitle();
  const disable = useDisableMember();
  const restore = useRestoreMember();
  const remove = useDeleteMember();
  const makeAdmin = useAddAdmin();
  const who = { cid, phoneIdEcr: m.phoneIdEcr };
  const done = { onSuccess: onClose };
  return (
    <Sheet open title={m.name || t('members.someone')} onClose={onClose} testId="member-actions">
      <p className="muted">{t('members.setTitle')}</p>
      <div className="actions-row" style={{ flexWrap: 'wrap' }}>
        {titles.data?.items.map((x) => (
          <Button
            key={x.titleId}
            variant={m.titleId === x.titleId ? 'primary' : 'ghost'}
            data-testid={`give-title-${x.name}`}
            onClick={() => setTitle.mutate({ ...who, titleId: x.titleId }, done)}
          >
            {x.name}
          </Button>
        ))}
        {m.titleId && (
          <Button variant="ghost" onClick={() => setTitle.mutate({ ...who, titleId: '' }, done)} data-testid="clear-title">
            {t('members.clearTitle')}
          </Button>
        )}
      </div>
      <div className="form" style={{ marginTop: '1rem' }}>
        {m.disabled ? (
          <Button variant="ghost" onClick={() => restore.mutate(who, done)} data-testid="restore-member">
            {t('members.restore')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => disable.mutate(who, done)} data-testid="disable-member">
            {t('members.disable')}
          </Button>
        )}
        {owner && m.role === 'member' && (
          <Button variant="ghost" onClick={() => makeAdmin.mutate(who, done)} data-testid="make-admin">
            {t('members.makeAdmin')}
          </Button>
        )}
        <Button variant="danger" onClick={() => remove.mutate(who, done)} data-testid="remove-member">
          {t('members.remove')}
        </Button>
      </div>
    </Sheet>
  );
}

import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { LIMITS, type TOwnMiniLink } from '@card/contract';
import { Page, Loading } from '../../../components/layouts/Page';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import {
  moved,
  useAddMiniLink,
  useClickStats,
  useDeleteMiniLink,
  useLinkSet,
  useScheduleMiniLink,
  useSortMiniLinks,
  useSwitchMiniLink,
  useUpdateMiniLink,
} from '../../../features/links/api';
import { ClickChart } from '../../../features/links/components/ClickChart';
import { LinkState } from '../../../features/links/components/LinkState';
import { ScheduleForm } from '../../../features/links/components/ScheduleForm';
import { MiniLinkForm } from '../../../features/links/components/MiniLinkForm';
import { RowActions } from '../../../features/links/components/RowActions';
import '../../../features/links/links.css';
import { Link2 } from 'lucide-react';
import { EmptyState, focusFirstField } from '../../../components/ui/EmptyState';

/**
 * The links of one set: add with a title and address, edit, move up or down, delete, switch on or off, schedule,
 * and the set's clicks per day over the last 7 or 30 days with each link's total.
 */
export default function LinkSetRoute() {
  const { t } = useTranslation(['links', 'common']);
  const addForm = useRef<HTMLElement>(null);
  const setId = useParams().setId ?? '';
  const set = useLinkSet(setId);
  const add = useAddMiniLink(setId);
  const update = useUpdateMiniLink();
  const sort = useSortMiniLinks(setId);
  const remove = useDeleteMiniLink();
  const toggle = useSwitchMiniLink();
  const schedule = useScheduleMiniLink();
  const [editing, setEditing] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState<string | null>(null);
  const [days, setDays] = useState<7 | 30>(7);
  const stats = useClickStats(setId, days);
  if (set.isError) {
    return (
      <Page title={t('titles.linkSet')}>
        <p className="muted center" data-testid="set-missing">
          {t('links.notFound')}
        </p>
        <Link className="btn btn-ghost" to={paths.linkSets}>
          {t('links.backToSets')}
        </Link>
      </Page>
    );
  }
  if (!set.data)
    return (
      <Page title={t('titles.linkSet')}>
        <Loading />
      </Page>
    );
  const list = set.data.links;

  const row = (l: TOwnMiniLink, i: number) =>
    editing === l.id ? (
      <li key={l.id} className="links-item">
        <MiniLinkForm
          initial={{ title: l.title, url: l.url }}
          submitLabel={t('common:save')}
          busy={update.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={async (v) => {
            await update.mutateAsync({ id: l.id, ...v });
            setEditing(null);
            toast.info(t('saved'));
          }}
        />
      </li>
    ) : (
      <li key={l.id} className="links-item" data-testid="link-row">
        <div className="links-head">
          <span className="links-name" data-testid="link-title">
            {l.title}
          </span>
        </div>
        <p className="links-url">{l.url}</p>
        <LinkState
          link={l}
          busy={toggle.isPending}
          onSchedule={() => setScheduling(scheduling === l.id ? null : l.id)}
          onSwitch={(enabled) => toggle.mutate({ id: l.id, enabled }, { onSuccess: () => toast.info(t(enabled ? 'state.switchedOn' : 'state.switchedOff')) })}
        />
        {scheduling === l.id && (
          <ScheduleForm
            link={l}
            busy={schedule.isPending}
            onCancel={() => setScheduling(null)}
            onSubmit={async (times) => {
              await schedule.mutateAsync({ id: l.id, ...times });
              setScheduling(null);
              toast.info(t('saved'));
            }}
          />
        )}
        <RowActions
          testId="link"
          editLabel={t('actions.edit')}
          deleteLabel={t('actions.delete')}
          first={i === 0}
          last={i === list.length - 1}
          busy={sort.isPending || remove.isPending}
          onEdit={() => setEditing(l.id)}
          onMove={(by) =>
            sort.mutate(
              moved(
                list.map((x) => x.id),
                i,
                by,
              ),
            )
          }
          onDelete={() => remove.mutate(l.id, { onSuccess: () => toast.info(t('deleted')) })}
        />
      </li>
    );

  return (
    <Page title={set.data.name}>
      <p className="muted links-count" data-testid="link-count">
        {t('links.count', { count: list.length, max: LIMITS.links.linksPerSetMax })}
      </p>
      {list.length ? (
        <ul className="links-list">{list.map(row)}</ul>
      ) : (
        <EmptyState
          icon={Link2}
          title={t('links.empty')}
          testId="links-empty"
          action={{ label: t('links.emptyAction'), onClick: () => focusFirstField(addForm.current), testId: 'links-empty-action' }}
        />
      )}
      {list.length > 0 && (
        <section key="stats" className="links-panel" data-testid="click-stats">
          <div className="links-head">
            <h3 className="section-title">{t('stats.title')}</h3>
            <div className="links-range">
              {([7, 30] as const).map((d) => (
                <button key={d} type="button" className={`link-btn${days === d ? ' links-range-on' : ''}`} aria-pressed={days === d} onClick={() => setDays(d)} data-testid={`stats-${d}`}>
                  {t('stats.days', { count: d })}
                </button>
              ))}
            </div>
          </div>
          {stats.data ? <ClickChart days={stats.data.days} /> : <Loading />}
        </section>
      )}
      {/* Keyed: the stats panel appearing above it must not remount this form (it would lose what is being typed). */}
      <section key="add" className="links-panel" ref={addForm}>
        {list.length < LIMITS.links.linksPerSetMax ? (
          <>
            <h3 className="section-title">{t('links.add')}</h3>
            <MiniLinkForm
              initial={{ title: '', url: '' }}
              submitLabel={t('links.add')}
              busy={add.isPending}
              onSubmit={async (v) => {
                await add.mutateAsync(v);
                toast.info(t('saved'));
              }}
            />
          </>
        ) : (
          <p className="muted" data-testid="links-full">
            {t('links.full', { max: LIMITS.links.linksPerSetMax })}
          </p>
        )}
      </section>
    </Page>
  );
}

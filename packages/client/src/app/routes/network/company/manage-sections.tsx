import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import type { TCompanyStaffItem } from '@card/contract';
import { Sheet } from '../../../../components/ui/Sheet';
import {
  useAddDepartment,
  useCompanyDepartments,
  useCompanyMaster,
  useCompanyStaff,
  useDelDepartment,
  useDepartedStaff,
  useHandOver,
  useRemoveStaff,
  useRenameDepartment,
  useSetAdmin,
  useSetMaster,
  useSetMemberDepartment,
  useTransferAdmin,
} from '../../../../features/network/api-company';
import { PickSheet, type PickOption } from './pick-sheet';

/** The manage list's sections about people and structure (see manage-list.tsx). */
type StaffItem = TCompanyStaffItem;

/** Staff: each member is one row; tapping it opens the member's sheet (department, admin role, master card, removal). */
export function StaffSection() {
  const { t } = useTranslation('networkCompany');
  const q = useCompanyStaff();
  const [open, setOpen] = useState<StaffItem | null>(null);
  return (
    <section data-testid="staff">
      <h3>{t('manage.staff')}</h3>
      <ul className="menu">
        {rowsOf(q.data).map((s) => (
          <li key={s.person.phoneIdEcr}>
            <button type="button" className="menu-row" data-testid="staff-row" onClick={() => setOpen(s)}>
              <span>
                {s.person.name} <small className="muted">{t(`role.${s.role}`)}</small>
              </span>
              <small className="muted">{s.departmentName ?? t('member.ungrouped')}</small>
            </button>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      {open && <StaffSheet s={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

/**
 * One member's actions. Handing admin over makes the member the admin and me a member in one step (issue 31: how a
 * sole admin may then leave); 设为管理员 adds an admin. Refusals (the last admin) show as the catalogue's toast.
 */
function StaffSheet({ s, onClose }: { s: StaffItem; onClose: () => void }) {
  const { t } = useTranslation('networkCompany');
  const deps = useCompanyDepartments();
  const remove = useRemoveStaff();
  const setAdmin = useSetAdmin();
  const transfer = useTransferAdmin();
  const place = useSetMemberDepartment();
  const master = useSetMaster();
  const who = { phoneIdEcr: s.person.phoneIdEcr };
  const done = { onSuccess: onClose };
  const [picking, setPicking] = useState(false);
  return (
    <Sheet open title={s.person.name} onClose={onClose} testId="staff-sheet">
      <p className="muted">
        {t(`role.${s.role}`)} · {s.departmentName ?? t('member.ungrouped')}
      </p>
      <div className="form">
        <Button variant="ghost" onClick={() => setPicking(true)} data-testid="staff-department">
          {t('manage.pickDepartment')}
        </Button>
        <Button variant="ghost" onClick={() => setAdmin.mutate({ ...who, on: s.role !== 'admin' }, done)} data-testid="staff-admin">
          {t(s.role === 'admin' ? 'manage.unsetAdmin' : 'manage.setAdmin')}
        </Button>
        {s.role !== 'admin' && (
          <ConfirmButton
            label={t('manage.transferAdmin')}
            armedLabel={t('confirm')}
            confirmText={t('manage.transferHint', { name: s.person.name })}
            className="btn btn-ghost"
            onConfirm={() => transfer.mutate(who, done)}
            testId="staff-transfer"
          />
        )}
        <Button variant="ghost" onClick={() => master.mutate(who, done)} data-testid="staff-master">
          {t('manage.setMaster')}
        </Button>
        <ConfirmButton label={t('manage.remove')} armedLabel={t('confirm')} className="btn btn-danger" onConfirm={() => remove.mutate(who, done)} testId="staff-remove" />
      </div>
      <PickSheet
        open={picking}
        title={t('manage.pickDepartment')}
        selected={s.departmentId ?? ''}
        onClose={() => setPicking(false)}
        options={[{ value: '', label: t('member.ungrouped') }, ...(deps.data?.items ?? []).map((d) => ({ value: d.departmentId, label: d.name }))]}
        onPick={(departmentId) => place.mutate({ ...who, departmentId }, done)}
        testId="department-picker"
      />
    </Sheet>
  );
}

/** The enterprise master card; it is chosen on a member's sheet in the staff list. */
export function MasterSection() {
  const { t } = useTranslation('networkCompany');
  const master = useCompanyMaster();
  return (
    <section>
      <h3>{t('manage.master')}</h3>
      <p data-testid="master-card">{master.data?.master ? master.data.master.name : t('manage.noMaster')}</p>
      <p className="hint">{t('manage.masterHint')}</p>
    </section>
  );
}

export function DepartmentsSection() {
  const { t } = useTranslation('networkCompany');
  const q = useCompanyDepartments();
  const add = useAddDepartment();
  const rename = useRenameDepartment();
  const del = useDelDepartment();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  return (
    <section data-testid="departments">
      <h3>{t('member.departments')}</h3>
      <ul className="menu">
        {q.data?.items.map((d) => (
          <li key={d.departmentId} className="menu-row">
            {editing?.id === d.departmentId ? (
              <form
                className="form"
                onSubmit={(e) => {
                  e.preventDefault();
                  rename.mutate({ departmentId: d.departmentId, name: editing.name.trim() }, { onSuccess: () => setEditing(null) });
                }}
              >
                <div className="field-row">
                  <input aria-label={t('manage.departmentName')} value={editing.name} maxLength={20} onChange={(e) => setEditing({ id: d.departmentId, name: e.target.value })} />
                </div>
                <Button type="submit">{t('manage.save')}</Button>
              </form>
            ) : (
              <span>
                {d.name} <small className="muted">{d.memberCount}</small>
              </span>
            )}
            <span className="actions-row">
              <button type="button" className="link-btn" onClick={() => setEditing({ id: d.departmentId, name: d.name })}>
                {t('manage.rename')}
              </button>
              <ConfirmButton label={t('manage.delete')} armedLabel={t('confirm')} confirmText={t('manage.deleteHint')} onConfirm={() => del.mutate({ departmentId: d.departmentId })} />
            </span>
          </li>
        ))}
      </ul>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate({ name: name.trim() }, { onSuccess: () => setName('') });
        }}
      >
        <div className="field-row">
          <input aria-label={t('manage.departmentName')} placeholder={t('manage.departmentName')} value={name} maxLength={20} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" disabled={add.isPending}>
          {t('manage.addDepartment')}
        </Button>
      </form>
    </section>
  );
}

export function HandoverSection() {
  const { t } = useTranslation('networkCompany');
  const departed = useDepartedStaff();
  const staff = useCompanyStaff();
  const handOver = useHandOver();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const fromOptions = (departed.data?.items ?? []).map((d) => ({ value: d.person.phoneIdEcr, label: d.person.name }));
  const toOptions = rowsOf(staff.data).map((s) => ({ value: s.person.phoneIdEcr, label: s.person.name }));
  const labelOf = (opts: PickOption[], v: string, none: string) => opts.find((o) => o.value === v)?.label ?? none;
  return (
    <section data-testid="handover">
      <h3>{t('handover.title')}</h3>
      <p className="muted">{t('handover.hint')}</p>
      <div className="form">
        <Button variant="ghost" onClick={() => setPicking('from')} data-testid="handover-from">
          {labelOf(fromOptions, from, t('handover.from'))}
        </Button>
        <Button variant="ghost" onClick={() => setPicking('to')} data-testid="handover-to">
          {labelOf(toOptions, to, t('handover.to'))}
        </Button>
        <Button
          disabled={!from || !to || handOver.isPending}
          onClick={() =>
            handOver.mutate(
              { fromPhoneIdEcr: from, toPhoneIdEcr: to },
              {
                onSuccess: (r) => toast.info(t('handover.done', { count: r.handedOver })),
              },
            )
          }
        >
          {t('handover.go')}
        </Button>
      </div>
      <PickSheet
        open={picking === 'from'}
        title={t('handover.from')}
        options={fromOptions}
        selected={from}
        empty={t('handover.noneDeparted')}
        onPick={setFrom}
        onClose={() => setPicking(null)}
      />
      <PickSheet open={picking === 'to'} title={t('handover.to')} options={toOptions} selected={to} onPick={setTo} onClose={() => setPicking(null)} />
    </section>
  );
}

import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import {
  useAddDepartment, useCompanyDepartments, useCompanyMaster, useCompanyStaff, useDelDepartment, useDepartedStaff, useHandOver,
  useRemoveStaff, useRenameDepartment, useSetAdmin, useSetMaster, useSetMemberDepartment,
} from '../../../../features/network/api-company';

/** The manage list's sections about people and structure (see manage-list.tsx). */
export function StaffSection() {
  const { t } = useTranslation('networkCompany');
  const q = useCompanyStaff();
  const deps = useCompanyDepartments();
  const remove = useRemoveStaff();
  const setAdmin = useSetAdmin();
  const place = useSetMemberDepartment();
  return (
    <section data-testid="staff">
      <h3>{t('manage.staff')}</h3>
      <ul className="menu">
        {rowsOf(q.data).map((s) => (
          <li key={s.person.phoneIdEcr} className="menu-row" data-testid="staff-row">
            <span>{s.person.name} <small className="muted">{t(`role.${s.role}`)}</small></span>
            <span className="actions-row">
              <select aria-label={t('member.department')} value={s.departmentId ?? ''}
                onChange={(e) => place.mutate({ phoneIdEcr: s.person.phoneIdEcr, departmentId: e.target.value })}>
                <option value="">{t('member.ungrouped')}</option>
                {deps.data?.items.map((d) => <option key={d.departmentId} value={d.departmentId}>{d.name}</option>)}
              </select>
              <button type="button" className="link-btn" onClick={() => setAdmin.mutate({ phoneIdEcr: s.person.phoneIdEcr, on: s.role !== 'admin' })}>
                {t(s.role === 'admin' ? 'manage.unsetAdmin' : 'manage.setAdmin')}
              </button>
              <ConfirmButton label={t('manage.remove')} armedLabel={t('confirm')} onConfirm={() => remove.mutate({ phoneIdEcr: s.person.phoneIdEcr })} testId="staff-remove" />
            </span>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </section>
  );
}

export function MasterSection() {
  const { t } = useTranslation('networkCompany');
  const master = useCompanyMaster();
  const staff = useCompanyStaff();
  const set = useSetMaster();
  return (
    <section>
      <h3>{t('manage.master')}</h3>
      <p data-testid="master-card">{master.data?.master ? master.data.master.name : t('manage.noMaster')}</p>
      <select aria-label={t('manage.pickMaster')} data-testid="master-picker" value=""
        onChange={(e) => e.target.value && set.mutate({ phoneIdEcr: e.target.value })}>
        <option value="">{t('manage.pickMaster')}</option>
        {rowsOf(staff.data).map((s) => <option key={s.person.phoneIdEcr} value={s.person.phoneIdEcr}>{s.person.name}</option>)}
      </select>
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
              <form className="form" onSubmit={(e) => {
                e.preventDefault();
                rename.mutate({ departmentId: d.departmentId, name: editing.name.trim() }, { onSuccess: () => setEditing(null) });
              }}>
                <div className="field-row"><input aria-label={t('manage.departmentName')} value={editing.name} maxLength={20} onChange={(e) => setEditing({ id: d.departmentId, name: e.target.value })} /></div>
                <Button type="submit">{t('manage.save')}</Button>
              </form>
            ) : <span>{d.name} <small className="muted">{d.memberCount}</small></span>}
            <span className="actions-row">
              <button type="button" className="link-btn" onClick={() => setEditing({ id: d.departmentId, name: d.name })}>{t('manage.rename')}</button>
              <ConfirmButton label={t('manage.delete')} armedLabel={t('confirm')} confirmText={t('manage.deleteHint')} onConfirm={() => del.mutate({ departmentId: d.departmentId })} />
            </span>
          </li>
        ))}
      </ul>
      <form className="form" onSubmit={(e) => { e.preventDefault(); add.mutate({ name: name.trim() }, { onSuccess: () => setName('') }); }}>
        <div className="field-row"><input aria-label={t('manage.departmentName')} placeholder={t('manage.departmentName')} value={name} maxLength={20} onChange={(e) => setName(e.target.value)} /></div>
        <Button type="submit" disabled={add.isPending}>{t('manage.addDepartment')}</Button>
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
  return (
    <section data-testid="handover">
      <h3>{t('handover.title')}</h3>
      <p className="muted">{t('handover.hint')}</p>
      <select aria-label={t('handover.from')} value={from} onChange={(e) => setFrom(e.target.value)}>
        <option value="">{t('handover.from')}</option>
        {departed.data?.items.map((d) => <option key={d.person.phoneIdEcr} value={d.person.phoneIdEcr}>{d.person.name}</option>)}
      </select>
      <select aria-label={t('handover.to')} value={to} onChange={(e) => setTo(e.target.value)}>
        <option value="">{t('handover.to')}</option>
        {rowsOf(staff.data).map((s) => <option key={s.person.phoneIdEcr} value={s.person.phoneIdEcr}>{s.person.name}</option>)}
      </select>
      <Button disabled={!from || !to || handOver.isPending} onClick={() => handOver.mutate({ fromPhoneIdEcr: from, toPhoneIdEcr: to }, {
        onSuccess: (r) => toast.info(t('handover.done', { count: r.handedOver })),
      })}>{t('handover.go')}</Button>
    </section>
  );
}

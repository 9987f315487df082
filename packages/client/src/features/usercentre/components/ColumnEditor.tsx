import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { TModuleZones } from '@card/contract';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { useSaveModules, type ModuleLayout } from '../api';
import '../usercentre.css';
import { OptionSheet } from '../../../components/ui/OptionSheet';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Icon } from '../../../components/ui/Icon';

type Zone = 'top' | 'main' | 'bottom';
interface Row {
  id: number;
  name: string;
  zone: Zone;
  visible: boolean;
}
const ZONES: Zone[] = ['top', 'main', 'bottom'];

const rowsOf = (z: TModuleZones): Row[] => ZONES.flatMap((zone) => z[zone].map((m) => ({ id: m.id, name: m.name, zone, visible: m.visible })));

/** Moves a row one place up or down among the rows of its own zone. */
function move(rows: Row[], id: number, dir: -1 | 1): Row[] {
  const row = rows.find((r) => r.id === id)!;
  const zone = rows.filter((r) => r.zone === row.zone);
  const i = zone.indexOf(row);
  const j = i + dir;
  if (j < 0 || j >= zone.length) return rows;
  [zone[i], zone[j]] = [zone[j], zone[i]];
  return ZONES.flatMap((z) => (z === row.zone ? zone : rows.filter((r) => r.zone === z)));
}

export function layoutOf(rows: Row[]): ModuleLayout {
  const ids = (zone: Zone) => rows.filter((r) => r.zone === zone).map((r) => r.id);
  return { topIds: ids('top'), mainIds: ids('main'), bottomIds: ids('bottom'), hiddenIds: rows.filter((r) => !r.visible).map((r) => r.id) };
}

/** Module order and visibility: up/down within a zone, a zone per module, show or hide, then save once. */
export function ColumnEditor({ zones }: { zones: TModuleZones }) {
  const { t } = useTranslation(['usercentre', 'common']);
  const save = useSaveModules();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(zones));
  const update = (id: number, patch: Partial<Row>) =>
    setRows((rs) => {
      const row = { ...rs.find((r) => r.id === id)!, ...patch };
      // A module that changes zone goes to the end of its new zone.
      const rest = rs.filter((r) => r.id !== id);
      return patch.zone ? ZONES.flatMap((z) => [...rest.filter((r) => r.zone === z), ...(z === row.zone ? [row] : [])]) : rs.map((r) => (r.id === id ? row : r));
    });

  return (
    <>
      {ZONES.map((zone) => {
        const inZone = rows.filter((r) => r.zone === zone);
        return (
          <section key={zone} data-testid={`col-zone-${zone}`}>
            <h3 className="section-title">{t(`modules.zones.${zone}`)}</h3>
            {inZone.length === 0 && <p className="uc-note">{t('columnSet.emptyZone')}</p>}
            {inZone.map((r, i) => (
              <div key={r.id} className={`uc-col-row${r.visible ? '' : ' uc-hidden'}`} data-testid={`col-row-${r.id}`}>
                <span className="uc-col-name">{r.name}</span>
                <span className="uc-col-tools">
                  <button type="button" aria-label={t('columnSet.up')} disabled={i === 0} onClick={() => setRows((rs) => move(rs, r.id, -1))} data-testid={`col-up-${r.id}`}>
                    <Icon icon={ArrowUp} size="sm" />
                  </button>
                  <button
                    type="button"
                    aria-label={t('columnSet.down')}
                    disabled={i === inZone.length - 1}
                    onClick={() => setRows((rs) => move(rs, r.id, 1))}
                    data-testid={`col-down-${r.id}`}
                  >
                    <Icon icon={ArrowDown} size="sm" />
                  </button>
                  <OptionSheet
                    compact
                    label={`${r.name} · ${t('columnSet.zone')}`}
                    value={r.zone}
                    onChange={(zone) => update(r.id, { zone })}
                    testId={`col-zonesel-${r.id}`}
                    options={ZONES.map((z) => ({ value: z, label: t(`modules.zones.${z}`) }))}
                  />
                  <button type="button" onClick={() => update(r.id, { visible: !r.visible })} data-testid={`col-visible-${r.id}`}>
                    {r.visible ? t('columnSet.hide') : t('columnSet.show')}
                  </button>
                </span>
              </div>
            ))}
          </section>
        );
      })}
      <Button disabled={save.isPending} onClick={() => save.mutate(layoutOf(rows), { onSuccess: () => toast.info(t('columnSet.saved')) })} data-testid="col-save">
        {save.isPending ? t('common:saving') : t('common:save')}
      </Button>
    </>
  );
}

import '../../../../features/video/video-cart.css';
import { useRef, useState } from 'react';
import { LIMITS, type TDeliveryAddress } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useAddresses, useDefaultAddress, useDelAddress, useSaveAddress } from '../../../../features/video/api-cart';
import { ShoppingCart } from 'lucide-react';
import { EmptyState, useFocusFirstField } from '../../../../components/ui/EmptyState';

const V = LIMITS.video;
type Draft = { id?: string; name: string; mobile: string; region: string; detail: string; isDefault: boolean };
const blank: Draft = { name: '', mobile: '', region: '', detail: '', isDefault: false };

/** /microvideo/vdAddress: the buyer's delivery addresses: list, add or edit, make default, delete. */
export default function AddressesRoute() {
  const { t } = useTranslation('videoCart');
  const q = useAddresses();
  const rows = rowsOf(q.data);
  const setDefault = useDefaultAddress();
  const del = useDelAddress();
  const [draft, setDraft] = useState<Draft | null>(null);
  if (q.isError)
    return (
      <Page title={t('titles.addresses')} backTo={paths.cart}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.addresses')} backTo={paths.cart}>
        <Loading />
      </Page>
    );
  const edit = (a: TDeliveryAddress) => setDraft({ id: a.id, name: a.name, mobile: a.mobile, region: a.region, detail: a.detail, isDefault: a.isDefault });
  return (
    <Page title={t('titles.addresses')} backTo={paths.cart}>
      {rows.length === 0 && !draft && (
        <EmptyState
          icon={ShoppingCart}
          title={t('address.empty')}
          hint={t('address.emptyHint')}
          // The form opens below with its first field focused (AddressForm).
          action={{ label: t('address.emptyAction'), onClick: () => setDraft(blank), testId: 'address-empty-action' }}
          testId="address-empty"
        />
      )}
      <ul className="vc-list">
        {rows.map((a) => (
          <li key={a.id} className="vc-item vc-plain" data-testid="address">
            <p className="vc-name">
              {a.name} {a.mobile} {a.isDefault && <span className="vc-muted">· {t('address.default')}</span>}
            </p>
            <p className="vc-muted">
              {a.region} {a.detail}
            </p>
            <div className="vc-row">
              <Button type="button" variant="ghost" onClick={() => edit(a)}>
                {t('address.edit')}
              </Button>
              {!a.isDefault && (
                <Button type="button" variant="ghost" disabled={setDefault.isPending} onClick={() => setDefault.mutate(a.id)}>
                  {t('address.setDefault')}
                </Button>
              )}
              <ConfirmButton label={t('address.remove')} armedLabel={t('address.removeArmed')} onConfirm={() => del.mutate(a.id)} disabled={del.isPending} />
            </div>
          </li>
        ))}
      </ul>
      {draft ? (
        <AddressForm draft={draft} onDone={() => setDraft(null)} />
      ) : (
        <div className="vc-links">
          <Button type="button" data-testid="add-address" onClick={() => setDraft(blank)}>
            {t('address.add')}
          </Button>
        </div>
      )}
    </Page>
  );
}

function AddressForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useTranslation('videoCart');
  const save = useSaveAddress();
  const [d, setD] = useState(draft);
  const form = useRef<HTMLFormElement>(null);
  // Opened by a tap (添加地址, 编辑, the empty list's first action): the keyboard opens on its first field.
  useFocusFirstField(form);
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => setD({ ...d, [k]: k === 'isDefault' ? e.target.checked : e.target.value });
  return (
    <form
      className="form"
      noValidate
      ref={form}
      data-testid="address-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { ...d, isDefault: d.isDefault || undefined },
          {
            onSuccess: () => {
              toast.info(t('address.saved'));
              onDone();
            },
          },
        );
      }}
    >
      <Field label={t('address.name')} name="name" maxLength={V.addressNameMax} value={d.name} onChange={set('name')} />
      <Field label={t('address.mobile')} name="mobile" type="tel" inputMode="tel" autoComplete="tel" value={d.mobile} onChange={set('mobile')} />
      <Field label={t('address.region')} name="region" placeholder={t('address.regionHint')} maxLength={V.addressRegionMax} value={d.region} onChange={set('region')} />
      <Field label={t('address.detail')} name="detail" maxLength={V.addressDetailMax} value={d.detail} onChange={set('detail')} />
      <label className="vc-check">
        <input type="checkbox" checked={d.isDefault} onChange={set('isDefault')} />
        {t('address.isDefault')}
      </label>
      <Button type="submit" disabled={save.isPending} data-testid="save-address">
        {t('address.save')}
      </Button>
    </form>
  );
}

import '../../../../features/shop/shop-goods.css';
import { useRef, useState } from 'react';
import { LIMITS, type TProductType } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Field } from '../../../../components/ui/Field';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAddType, useDelType, useProductTypes, useRenameType, useSortTypes } from '../../../../features/shop/api-goods';
import { ArrowDown, ArrowUp, ShoppingBag } from 'lucide-react';
import { Icon } from '../../../../components/ui/Icon';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /shop/types: the owner's product types: add, rename, delete (products become untyped), move up and down. */
export default function ShopTypesRoute() {
  const { t } = useTranslation('shopGoods');
  const q = useProductTypes();
  const add = useAddType();
  const sort = useSortTypes();
  const del = useDelType();
  const [name, setName] = useState('');
  const addForm = useRef<HTMLFormElement>(null);
  const title = t('titles.types');
  if (q.isError)
    return (
      <Page title={title} backTo={paths.shopManage}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={title} backTo={paths.shopManage}>
        <Loading />
      </Page>
    );
  const items = q.data.items;
  const move = (i: number, by: -1 | 1) => {
    const ids = items.map((x) => x.typeId);
    [ids[i], ids[i + by]] = [ids[i + by]!, ids[i]!];
    sort.mutate(ids);
  };
  return (
    <Page title={title} backTo={paths.shopManage}>
      <form
        className="form"
        noValidate
        ref={addForm}
        data-testid="add-type"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(name, {
            onSuccess: () => {
              setName('');
              toast.info(t('types.added'));
            },
          });
        }}
      >
        <Field label={t('types.name')} name="name" maxLength={LIMITS.shop.typeNameMax} value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" disabled={add.isPending} data-testid="add-type-submit">
          {t('types.add')}
        </Button>
      </form>
      {items.length === 0 && (
        <EmptyState
          icon={ShoppingBag}
          title={t('types.empty')}
          hint={t('types.emptyHint')}
          action={{ label: t('types.emptyAction'), focus: addForm, testId: 'types-empty-action' }}
          testId="types-empty"
        />
      )}
      <ul className="sg-list">
        {items.map((ty, i) => (
          <li key={ty.typeId} className="sg-type" data-testid="type-row">
            <TypeName ty={ty} />
            <span className="sg-muted">{t('types.count', { n: ty.productCount })}</span>
            <Button type="button" variant="ghost" disabled={i === 0 || sort.isPending} onClick={() => move(i, -1)} aria-label={t('types.up')}>
              <Icon icon={ArrowUp} size="sm" />
            </Button>
            <Button type="button" variant="ghost" disabled={i === items.length - 1 || sort.isPending} onClick={() => move(i, 1)} aria-label={t('types.down')}>
              <Icon icon={ArrowDown} size="sm" />
            </Button>
            <ConfirmButton label={t('types.remove')} armedLabel={t('types.removeArmed')} disabled={del.isPending} onConfirm={() => del.mutate(ty.typeId)} />
          </li>
        ))}
      </ul>
    </Page>
  );
}

/** A type's name, tapped to rename in place. */
function TypeName({ ty }: { ty: TProductType }) {
  const { t } = useTranslation('shopGoods');
  const rename = useRenameType();
  const [editing, setEditing] = useState<string | null>(null);
  if (editing === null)
    return (
      <button type="button" className="sg-type-name link-btn" onClick={() => setEditing(ty.name)}>
        {ty.name}
      </button>
    );
  return (
    <form
      className="sg-type-name sg-row"
      onSubmit={(e) => {
        e.preventDefault();
        rename.mutate({ typeId: ty.typeId, name: editing }, { onSuccess: () => setEditing(null) });
      }}
    >
      <input aria-label={t('types.name')} maxLength={LIMITS.shop.typeNameMax} value={editing} onChange={(e) => setEditing(e.target.value)} />
      <Button type="submit" disabled={rename.isPending}>
        {t('save')}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
        {t('cancel')}
      </Button>
    </form>
  );
}

import '../../../../features/shop/shop-catering.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LIMITS, type TCateringShopInfo } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { Field } from '../../../../components/ui/Field';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { formatFen } from '../../../../lib/money';
import { readYuan } from '../../../../lib/yuan-input';
import { serverFieldErrors } from '../../../../lib/form-errors';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useCateringInfo, useDelPackage, useMyPackages, useSaveCateringInfo, useSetPackageShelf } from '../../../../features/shop/api-catering';
import { CateringPackageCard } from '../../../../features/shop/components/CateringPackageCard';
import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

const S = LIMITS.shop;
/** Yuan typed by the owner as integer fen ("45.5" -> 4550); anything unreadable is -1, which the server refuses by name. */

/** /shop/catering (from the shop management's 餐饮设置): the catering details form and the packages list. */
export default function CateringManageRoute() {
  const { t } = useTranslation('shopCatering');
  const info = useCateringInfo('0');
  const title = t('titles.manage');
  if (info.isError) {
    return (
      <Page title={title} backTo={paths.shopManage}>
        <p className="result muted" data-testid="catering-no-shop">
          {t('manage.noShop')}
        </p>
        <div className="ct-links">
          <Link to={paths.shopManage}>{t('manage.toShop')}</Link>
        </div>
      </Page>
    );
  }
  if (!info.data)
    return (
      <Page title={title} backTo={paths.shopManage}>
        <Loading />
      </Page>
    );
  return (
    <Page title={title} backTo={paths.shopManage}>
      {info.data.kind !== 'catering' && (
        <p className="result muted" data-testid="catering-not-catering">
          {t('manage.notCatering')}
        </p>
      )}
      <InfoForm info={info.data} />
      <div className="ct-links">
        <Link to={paths.catering(info.data.phoneIdEcr)} data-testid="view-catering">
          {t('manage.view')}
        </Link>
        <Link to={paths.cateringComments(info.data.shopId)}>{t('manage.comments', { count: info.data.score.count })}</Link>
      </div>
      <Packages />
    </Page>
  );
}

function InfoForm({ info }: { info: TCateringShopInfo }) {
  const { t } = useTranslation('shopCatering');
  const save = useSaveCateringInfo();
  const [d, setD] = useState({ phone: '', address: '', openHours: '', perCapita: '' });
  useEffect(() => {
    setD({ phone: info.phone, address: info.address, openHours: info.openHours, perCapita: info.perCapitaFen ? formatFen(info.perCapitaFen) : '' });
  }, [info]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof d) => (e: React.ChangeEvent<HTMLInputElement>) => setD({ ...d, [k]: e.target.value });
  const submit = () => {
    // Spend per person in yuan, blank for none; the contract's money rule refuses what it cannot read exactly.
    const perCapita = readYuan(d.perCapita, { minFen: 0, maxFen: S.cateringPerCapitaMaxFen, blankFen: 0 }, 'perCapitaFen', 'shop.saveCateringInfo');
    setErrors(perCapita.error ? { perCapitaFen: perCapita.error } : {});
    if (perCapita.fen === undefined) return;
    save.mutate(
      { phone: d.phone, address: d.address, openHours: d.openHours, perCapitaFen: perCapita.fen },
      { onSuccess: () => toast.info(t('manage.saved')), onError: (err) => setErrors(serverFieldErrors(err)) },
    );
  };
  return (
    <form
      className="form"
      noValidate
      data-testid="catering-info-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="ct-section">{t('manage.info')}</h2>
      <Field
        label={t('fields.phone')}
        name="phone"
        inputMode="tel"
        maxLength={S.cateringPhoneMax}
        placeholder={t('manage.phoneHint')}
        value={d.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <Field label={t('fields.address')} name="address" maxLength={S.cateringAddressMax} value={d.address} onChange={set('address')} error={errors.address} />
      <Field
        label={t('fields.openHours')}
        name="openHours"
        maxLength={S.cateringOpenHoursMax}
        placeholder="10:00-22:00"
        value={d.openHours}
        onChange={set('openHours')}
        error={errors.openHours}
      />
      <Field label={t('fields.perCapitaYuan')} name="perCapita" inputMode="decimal" value={d.perCapita} onChange={set('perCapita')} error={errors.perCapitaFen} />
      <Button type="submit" disabled={save.isPending}>
        {t('manage.saveInfo')}
      </Button>
    </form>
  );
}

function Packages() {
  const { t } = useTranslation('shopCatering');
  const q = useMyPackages();
  const del = useDelPackage();
  const shelf = useSetPackageShelf();
  const rows = rowsOf(q.data);
  return (
    <>
      <h2 className="ct-section">{t('manage.packages')}</h2>
      {q.data && rows.length === 0 && (
        <EmptyState
          icon={ShoppingBag}
          title={t('manage.noPackages')}
          hint={t('manage.noPackagesHint')}
          action={{ label: t('manage.noPackagesAction'), to: paths.cateringPackageEdit('new') }}
        />
      )}
      <ul className="ct-list">
        {rows.map((p) => (
          <CateringPackageCard key={p.proId} p={p} testId="my-package">
            <div className="ct-row">
              <Link className="btn btn-ghost" to={paths.cateringPackageEdit(p.proId)}>
                {t('manage.edit')}
              </Link>
              <Button type="button" variant="ghost" disabled={shelf.isPending} onClick={() => shelf.mutate({ proId: p.proId, onShelf: !p.onShelf })}>
                {p.onShelf ? t('manage.offShelf') : t('manage.onShelf')}
              </Button>
              <ConfirmButton label={t('manage.remove')} armedLabel={t('manage.removeArmed')} onConfirm={() => del.mutate(p.proId)} disabled={del.isPending} />
            </div>
          </CateringPackageCard>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
      <div className="ct-links">
        <Link className="btn btn-primary" to={paths.cateringPackageEdit('new')} data-testid="add-package">
          {t('manage.add')}
        </Link>
      </div>
    </>
  );
}

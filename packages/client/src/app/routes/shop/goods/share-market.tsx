import '../../../../features/shop/shop-goods.css';
import { useState } from 'react';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useAddShare, useDelShare, useMyShares, useShareMarket } from '../../../../features/shop/api-goods';
import { GoodsProductCard } from '../../../../features/shop/components/GoodsProductCard';
import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /shop/shareMarket: other shops' shareable products to list in mine (income stays theirs), and what I list. */
export default function ShopShareMarketRoute() {
  const { t } = useTranslation('shopGoods');
  const [tab, setTab] = useState<'market' | 'mine'>('market');
  return (
    <Page title={t('titles.market')} backTo={paths.shopManage}>
      <Tabs
        variant="chips"
        value={tab}
        onChange={setTab}
        options={[
          { value: 'market', label: t('market.browse'), testId: 'tab-market' },
          { value: 'mine', label: t('market.mine'), testId: 'tab-mine' },
        ]}
      />
      {tab === 'market' ? <Market /> : <MyShares />}
    </Page>
  );
}

function Market() {
  const { t } = useTranslation('shopGoods');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const q = useShareMarket(keyword);
  const add = useAddShare();
  return (
    <>
      <form
        className="sg-row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <input
          type="search"
          aria-label={t('market.search')}
          placeholder={t('market.search')}
          maxLength={LIMITS.shop.productKeywordMax}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">{t('market.searchGo')}</Button>
      </form>
      {q.isError && <p className="result muted">{q.error.message}</p>}
      {q.data && rowsOf(q.data).length === 0 && <EmptyState icon={ShoppingBag} title={t('market.empty')} hint={t('market.emptyHint')} />}
      <ul className="sg-list">
        {rowsOf(q.data).map((p) => (
          <GoodsProductCard key={p.proId} p={p} testId="market-product" note={<p className="sg-muted">{t('market.from', { shop: p.shopName })}</p>}>
            <div className="sg-row">
              {p.shared ? (
                <span className="sg-muted">{t('market.listed')}</span>
              ) : (
                <Button type="button" disabled={add.isPending} onClick={() => add.mutate(p.proId, { onSuccess: () => toast.info(t('market.added')) })}>
                  {t('market.add')}
                </Button>
              )}
            </div>
          </GoodsProductCard>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

function MyShares() {
  const { t } = useTranslation('shopGoods');
  const q = useMyShares();
  const del = useDelShare();
  return (
    <>
      {q.isError && <p className="result muted">{q.error.message}</p>}
      {q.data && rowsOf(q.data).length === 0 && <EmptyState icon={ShoppingBag} title={t('market.mineEmpty')} hint={t('market.mineEmptyHint')} />}
      <ul className="sg-list">
        {rowsOf(q.data).map((p) => (
          <GoodsProductCard
            key={p.proId}
            p={p}
            testId="my-share"
            note={<p className={p.available ? 'sg-muted' : 'sg-warn'}>{p.available ? t('market.from', { shop: p.shopName }) : t('market.unavailable')}</p>}
          >
            <div className="sg-row">
              <ConfirmButton label={t('market.remove')} armedLabel={t('market.removeArmed')} disabled={del.isPending} onConfirm={() => del.mutate(p.proId)} />
            </div>
          </GoodsProductCard>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

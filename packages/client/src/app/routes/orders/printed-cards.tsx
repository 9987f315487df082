import { useNavigate } from 'react-router';
import { LIMITS, ZPrintedCardsBody } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { Page } from '../../../components/layouts/Page';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { paths } from '../../../config/paths';
import { formatFen } from '../../../lib/money';
import { useBuyPrintedCards, type PrintedCardsForm } from '../../../features/orders/api';
import '../../../features/orders/orders.css';
import { Stepper } from '../../../components/ui/Stepper';

const M = LIMITS.money;
const initial: PrintedCardsForm = { quantity: 1, receiver: '', mobile: '', province: '', city: '', address: '' };
type TextField = Exclude<keyof PrintedCardsForm, 'quantity'>;

/**
 * Printed cards: boxes of 500 for 50 yuan, free shipping, sent to the address given here. The form is checked with
 * the contract's own rules (messages under each field), then the order is placed and the pay screen opens.
 */
export default function PrintedCardsRoute() {
  const { t } = useTranslation(['vip', 'common']);
  const navigate = useNavigate();
  const buy = useBuyPrintedCards();
  const { values, setValues, errors, submit } = useContractForm(ZPrintedCardsBody, 'vip.buyPrintedCards', initial, async (v) => {
    const order = await buy.mutateAsync(v);
    void navigate(paths.vipPay(order.id));
  });
  const set = (k: TextField) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  const qty = (by: number) => setValues({ ...values, quantity: Math.min(M.printedCardSetsMax, Math.max(1, values.quantity + by)) });
  const text = (k: TextField, autoComplete: string, extra: Record<string, string> = {}) => (
    <Field label={t(`printed.${k}`)} name={k} value={values[k]} error={errors[k]} autoComplete={autoComplete} onChange={set(k)} {...extra} />
  );

  return (
    <Page title={t('titles.printedCards')} backTo={paths.moreEditions}>
      <p className="vip-note" data-testid="printed-intro">
        {t('printed.intro', { sheets: M.printedCardSheets, price: formatFen(M.printedCardPriceFen) })}
      </p>
      <form className="form" noValidate onSubmit={submit} data-testid="printed-form">
        <div className="field">
          <span className="field-label" id="qty-label">
            {t('printed.quantity')}
          </span>
          <Stepper
            labelledBy="qty-label"
            value={values.quantity}
            max={M.printedCardSetsMax}
            onChange={(n) => qty(n - values.quantity)}
            lessLabel={t('printed.minus')}
            moreLabel={t('printed.plus')}
            testIds={{ value: 'printed-qty' }}
          />
          {errors.quantity && <p className="field-msg">{errors.quantity}</p>}
        </div>
        <p data-testid="printed-total">
          <strong>{t('printed.total', { amount: formatFen(values.quantity * M.printedCardPriceFen) })}</strong>
        </p>
        {text('receiver', 'name')}
        {text('mobile', 'tel', { type: 'tel', inputMode: 'tel' })}
        {text('province', 'address-level1')}
        {text('city', 'address-level2')}
        {text('address', 'street-address')}
        <Button type="submit" disabled={buy.isPending} data-testid="printed-submit">
          {buy.isPending ? t('creating') : t('printed.submit')}
        </Button>
      </form>
    </Page>
  );
}

import '../../../../features/shop/shop-catering.css';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LIMITS } from '@card/contract';
import { Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAddComment } from '../../../../features/shop/api-catering';
import { CateringStarPicker } from '../../../../features/shop/components/CateringStars';

/** /vshop/comment/:orderId (the buyer of a received order): five tappable stars, text, submit, then back to the order. */
export default function ShopCommentRoute() {
  const { t } = useTranslation('shopCatering');
  const { orderId = '' } = useParams();
  const add = useAddComment();
  const navigate = useNavigate();
  const [score, setScore] = useState(5);
  const [content, setContent] = useState('');
  const back = paths.myShopOrder(orderId);
  return (
    <Page title={t('titles.comment')} backTo={back}>
      <form
        className="form"
        noValidate
        data-testid="comment-form"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(
            { orderId, score, content },
            {
              onSuccess: () => {
                toast.info(t('comment.done'));
                void navigate(back);
              },
            },
          );
        }}
      >
        <p>{t('comment.pick')}</p>
        <CateringStarPicker value={score} onChange={setScore} labelOf={(s) => t('comments.stars', { count: s })} />
        <div className="field">
          <label htmlFor="f-content">{t('fields.content')}</label>
          <textarea
            id="f-content"
            name="content"
            className="ct-textarea"
            maxLength={LIMITS.shop.commentContentMax}
            placeholder={t('comment.hint')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={add.isPending} data-testid="submit-comment">
          {t('comment.submit')}
        </Button>
      </form>
    </Page>
  );
}

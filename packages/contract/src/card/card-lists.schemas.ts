import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { fCsv, fId, fOptText, fText } from '../common/form';
import { zColumnName } from '../common/rules';
import { rule } from '../common/validation';

/** Custom columns and honours: the card's two owner-ordered lists. */
export const ZCardColumn = z.object({ id: z.string(), name: z.string(), content: z.string() });
export type TCardColumn = z.infer<typeof ZCardColumn>;
export const ZHonour = z.object({ id: z.string(), title: z.string(), content: z.string(), imageUrl: z.string(), awardedOn: z.string() });
export type THonour = z.infer<typeof ZHonour>;

// Column and honour texts are edited in textareas (ColumnForm, HonourForm): line breaks are theirs to keep.
export const ZAddColumnBody = z.object({ name: zColumnName, content: fOptText(LIMITS.card.columnContentMax, { multiline: true }) });
export const ZUpdateColumnBody = ZAddColumnBody.extend({ id: fId() });
/** The new order: every one of the caller's column ids exactly once, comma-joined. */
export const ZSortColumnsBody = z.object({ ids: fCsv(fId(), LIMITS.card.columnsMax) });

/** Month of an award as YYYY-MM (what `<input type="month">` gives), or empty when unknown. */
export const AWARD_MONTH_MIN = '1900-01';
export const AWARD_MONTH_MAX = '2099-12';
const zAwardMonth = z
  .string()
  .trim()
  .default('')
  .superRefine((s, ctx) => {
    if (s === '') return;
    const ok = /^\d{4}-(0[1-9]|1[0-2])$/.test(s) && s >= AWARD_MONTH_MIN && s <= AWARD_MONTH_MAX;
    if (!ok) ctx.addIssue({ code: 'custom', message: rule('range', { min: AWARD_MONTH_MIN, max: AWARD_MONTH_MAX }) });
  });

export const ZAddHonourBody = z.object({
  title: fText(1, LIMITS.card.honourTitleMax),
  content: fOptText(LIMITS.card.honourContentMax, { multiline: true }),
  awardedOn: zAwardMonth,
});
export type TAddHonourBody = z.input<typeof ZAddHonourBody>;
export const ZUpdateHonourBody = ZAddHonourBody.extend({ id: fId() });

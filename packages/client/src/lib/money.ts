import { MONEY_LIMITS } from '@card/contract';

/** Amounts travel as integer fen; the screen shows yuan with the spec's default two decimals. */
export const formatFen = (fen: number) => (fen / 100).toFixed(MONEY_LIMITS.decimals);

/** Fen as the text of a yuan input ("" for nothing yet, so a blank field stays blank). */
export const yuanInputOf = (fen: number | null | undefined) => (fen ? (fen / 100).toFixed(MONEY_LIMITS.decimals) : '');

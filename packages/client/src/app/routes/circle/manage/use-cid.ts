import { useSearchParams } from 'react-router';

/** The circle every management screen is about, from `?cid=` as the spec's routes name it. */
export const useCid = () => useSearchParams()[0].get('cid') ?? '';

import { useSearchParams } from 'react-router';

/**
 * A console queue's row filter kept in the address (`?tab=sms&filter=rejected`), so reloading the console or coming
 * back to it from another screen shows the rows the operator chose. The default is left out of the address; an
 * unknown value reads as the default. Replaces the entry rather than adding one, as the tabs do.
 */
export function useFilterParam<V extends string>(values: readonly V[], fallback: V): [V, (value: V) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter') ?? '';
  const value = (values as readonly string[]).includes(raw) ? (raw as V) : fallback;
  const set = (next: V) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (next === fallback) n.delete('filter');
        else n.set('filter', next);
        return n;
      },
      { replace: true },
    );
  return [value, set];
}

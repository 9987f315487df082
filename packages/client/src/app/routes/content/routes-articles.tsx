import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['contentArticles'];
const h = (title: string) => ({ title: `contentArticles:titles.${title}`, ns });

/**
 * Routes of the content area's articles part (issue 14); each screen a lazy chunk with its catalogue in the handle.
 * The /multipleWdy/micro/show/* screens are for visitors: they call only open reads, so no sign-in is needed.
 */
export const contentArticlesRoutes: RouteObject[] = [
  { path: paths.articles, lazy: lazyScreen(() => import('./articles/my-articles')), handle: h('mine') },
  { path: paths.articleEditPattern, lazy: lazyScreen(() => import('./articles/article-edit')), handle: h('write') },
  { path: paths.articleCenter, lazy: lazyScreen(() => import('./articles/article-center')), handle: h('center') },
  { path: paths.articleFoldPattern, lazy: lazyScreen(() => import('./articles/visitor'), 'FoldRoute'), handle: h('fold') },
  { path: paths.cardArticlesPattern, lazy: lazyScreen(() => import('./articles/visitor'), 'CardArticlesRoute'), handle: h('card') },
  { path: paths.articleShowPattern, lazy: lazyScreen(() => import('./articles/visitor'), 'ArticleShowRoute'), handle: h('article') },
];

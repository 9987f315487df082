import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoLabels'];
const h = (title: string) => ({ title: `videoLabels:titles.${title}`, ns });

/** Routes of the micro video area's labels part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoLabelsRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;

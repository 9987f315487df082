import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoUpload'];
const h = (title: string) => ({ title: `videoUpload:titles.${title}`, ns });

/** Routes of the micro video area's upload part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoUploadRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;

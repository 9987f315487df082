/** The user centre domain's public entry: the avatar upload (the persona part's default custom re-stores its picture as the avatar through it). */
export { uploadService } from './upload.service';
export { openFirstRun } from './first-run.service';

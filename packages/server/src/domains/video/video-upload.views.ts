import { errorText, type ErrorCode, type Lang, type TVideoUploadLog } from '@card/contract';
import type { VideoUpload } from '../../generated/prisma/client';

/** An upload log as the owner sees it: a failure's catalogue code with its text in the caller's language. */
export function uploadLogView(row: VideoUpload, lang: Lang): TVideoUploadLog {
  return {
    id: row.id,
    kind: row.kind === 'synthetic' ? 'synthetic' : 'upload',
    fileName: row.fileName,
    status: row.status as TVideoUploadLog['status'],
    progress: row.progress,
    errorCode: row.status === 'failed' ? (row.errorCode ?? 'UPLOAD_UNKNOWN') : null,
    errorMessage: row.status === 'failed' ? errorText((row.errorCode ?? 'UPLOAD_UNKNOWN') as ErrorCode, lang) : null,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    videoUrl: row.videoUrl,
    coverUrl: row.coverUrl,
    videoId: row.videoId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contract, type TUserUploadVideoBody, type TVideoUploadLog } from '@card/contract';
import { api, ApiError, baseUrlOf, call, read } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';
import { tokenStore } from '../../lib/token';

/** Hooks of the micro video upload part. Every key starts with 'videoUpload'; a made video also refreshes the library's. */
const keys = areaKeys('videoUpload');
const useUploadMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

/** The upload log keeps changing while it is queued or transcoding: polled every second until it settles. */
const settling = (log: TVideoUploadLog | undefined) => !!log && (log.status === 'queued' || log.status === 'transcoding');

export const useTranscodingStatus = (id: string | null) =>
  useQuery({
    queryKey: keys.key('status', id),
    enabled: !!id,
    retry: false,
    queryFn: () => call(api.video.getVideoTranscodingStatus({ query: { id: id! } })),
    refetchInterval: (q) => (settling(q.state.data) ? 1_000 : false),
  });

export const useUploadList = () =>
  useInfiniteQuery({
    queryKey: keys.key('list'),
    initialPageParam: firstPageIndex,
    queryFn: ({ pageParam }) => call(api.video.findUploadVideoList({ body: { pageIndex: pageParam, pageSize: 20 } })),
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.items.some(settling)) ? 1_000 : false),
  });

export const useRetryTranscoding = () => useUploadMutation((id: string) => call(api.video.videoTranscoding({ body: { id } })));
export const useDeleteUpload = () => useUploadMutation((id: string) => call(api.video.delUploadVideo({ body: { id } })));
export const useMakeVideo = () => useAreaMutation([keys.all, ['videoLibrary']], (body: TUserUploadVideoBody) => call(api.video.userUploadVideo({ body })));

/** Labels and types offered on the form (the labels part's calls). */
export const useVideoLabelChoices = () => useQuery({ queryKey: keys.key('labels'), queryFn: () => call(api.video.findVideoLibraryAllLabel({})) });
export const useVideoTypeChoices = () => useQuery({ queryKey: keys.key('types'), queryFn: () => call(api.video.findMicroVideoType({ body: {} })) });

/** The file's SHA-256 in hex, computed by the browser (the server checks the bytes arrived whole). */
export async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends the video with upload progress (fetch cannot report it, so XMLHttpRequest); answers the upload log or throws
 * the catalogue's refusal like every other call.
 */
export function uploadVideo(file: File, sha256: string, onProgress: (pct: number) => void): Promise<TVideoUploadLog> {
  const route = contract.video.editUploadVideo;
  const form = new FormData();
  form.append('file', file);
  form.append('fileName', file.name.slice(0, 100));
  form.append('sha256', sha256);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseUrlOf('main')}${route.path}`);
    xhr.withCredentials = true;
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', token);
    xhr.setRequestHeader('x-request-id', crypto.randomUUID());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'UPLOAD_NETWORK', navigator.language.startsWith('zh') ? '网络异常' : 'Upload: network abnormal'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* read() names the failure */
      }
      try {
        resolve(read({ status: xhr.status, body }) as TVideoUploadLog);
      } catch (e) {
        reject(e);
      }
    };
    xhr.send(form);
  });
}

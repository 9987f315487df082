import type { TBulletinAttachments } from '@card/contract';

/**
 * The announcement being written, kept in sessionStorage per circle while the writer visits Announce's children
 * (Merchandise, MicroFold, searchList, addVideo, searchVideo) and comes back; cleared once published.
 */
export interface BulletinDraft {
  kind: 'link' | 'imageText' | 'video';
  content: string;
  links: string[];
  images: string[];
  videoUrl: string | null;
  attachments: TBulletinAttachments;
}
const keyOf = (cid: string) => `circle-bulletin-draft:${cid}`;
export const emptyDraft = (): BulletinDraft => ({ kind: 'imageText', content: '', links: [], images: [], videoUrl: null, attachments: { merchandise: null, microFold: null } });

export function loadDraft(cid: string): BulletinDraft {
  try {
    const raw = sessionStorage.getItem(keyOf(cid));
    return raw ? { ...emptyDraft(), ...(JSON.parse(raw) as Partial<BulletinDraft>) } : emptyDraft();
  } catch {
    return emptyDraft();
  }
}
export const saveDraft = (cid: string, d: BulletinDraft) => sessionStorage.setItem(keyOf(cid), JSON.stringify(d));
export const updateDraft = (cid: string, change: (d: BulletinDraft) => BulletinDraft) => saveDraft(cid, change(loadDraft(cid)));
export const clearDraft = (cid: string) => sessionStorage.removeItem(keyOf(cid));

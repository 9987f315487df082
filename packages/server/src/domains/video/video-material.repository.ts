import { rowsAndTotal } from '../../lib/paging';
import type { Db } from '../../db';
import type { Prisma } from '../../generated/prisma/client';

type MaterialDb = Pick<Db, 'videoEpilogue' | 'videoSetting' | 'videoUpload' | 'posterRecord' | 'music'>;

/**
 * Prisma access of the material block: epilogues, the settings row (default epilogue, premium), synthetic upload logs,
 * and the two rows a synthesis is made from that other areas own (the caller's poster record, a catalogue track):
 * read here by id and owner only, never written.
 */
export function videoMaterialRepository(db: MaterialDb) {
  return {
    /** Built-in epilogues (userId null) and the user's own; built-in first, then own newest first. */
    epilogues: async (userId: string) => {
      const [builtIn, own] = await Promise.all([
        db.videoEpilogue.findMany({ where: { userId: null }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
        db.videoEpilogue.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
      ]);
      return [...builtIn, ...own];
    },
    /** An epilogue the user may use (built in or their own); null otherwise. */
    usableEpilogue: (userId: string, id: string) => db.videoEpilogue.findFirst({ where: { id, OR: [{ userId }, { userId: null }] } }),
    ownEpilogue: (userId: string, id: string) => db.videoEpilogue.findFirst({ where: { id, userId } }),
    ownEpilogueCount: (userId: string) => db.videoEpilogue.count({ where: { userId } }),
    addEpilogue: (data: Prisma.VideoEpilogueUncheckedCreateInput) => db.videoEpilogue.create({ data }),
    removeEpilogue: (userId: string, id: string) => db.videoEpilogue.deleteMany({ where: { id, userId } }),
    builtInCount: () => db.videoEpilogue.count({ where: { userId: null } }),
    upsertBuiltIn: (row: { id: string; name: string; nameEn: string; imageUrl: string; text: string; seconds: number }) =>
      db.videoEpilogue.upsert({
        where: { id: row.id },
        create: { ...row, userId: null, createdAt: new Date(0) },
        update: { name: row.name, nameEn: row.nameEn, imageUrl: row.imageUrl, text: row.text, seconds: row.seconds },
      }),

    setting: (userId: string) => db.videoSetting.findUnique({ where: { userId }, select: { defaultEpilogueId: true, premiumUntil: true } }),
    setDefaultEpilogue: (userId: string, epilogueId: string | null, now: Date) =>
      db.videoSetting.upsert({ where: { userId }, create: { userId, defaultEpilogueId: epilogueId, updatedAt: now }, update: { defaultEpilogueId: epilogueId, updatedAt: now } }),
    /** Unsets the default of every user who had this epilogue (it was removed). */
    clearDefaultEpilogue: (epilogueId: string) => db.videoSetting.updateMany({ where: { defaultEpilogueId: epilogueId }, data: { defaultEpilogueId: null } }),
    setPremiumUntil: (userId: string, premiumUntil: Date | null, now: Date) =>
      db.videoSetting.upsert({ where: { userId }, create: { userId, premiumUntil, updatedAt: now }, update: { premiumUntil, updatedAt: now } }),

    /** The user's synthetic logs, newest first, by page. */
    syntheticPage: async (userId: string, skip: number, take: number) => {
      const where = { userId, kind: 'synthetic' };
      const [items, total] = await rowsAndTotal(
        { skip, take },
        () => db.videoUpload.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.videoUpload.count({ where }),
      );
      return { items, total };
    },
    ownLog: (userId: string, id: string) => db.videoUpload.findFirst({ where: { id, userId } }),
    logById: (id: string) => db.videoUpload.findUnique({ where: { id } }),
    createLog: (data: Prisma.VideoUploadUncheckedCreateInput) => db.videoUpload.create({ data }),
    updateLog: (id: string, data: Prisma.VideoUploadUncheckedUpdateManyInput) => db.videoUpload.updateMany({ where: { id }, data }),

    /** The caller's poster record (content area's posters part) with its image. */
    ownPosterRecord: (userId: string, id: string) => db.posterRecord.findFirst({ where: { id, userId }, select: { id: true, url: true } }),
    /** A track of the music catalogue. */
    music: (id: string) => db.music.findUnique({ where: { id }, select: { id: true, url: true } }),
  };
}

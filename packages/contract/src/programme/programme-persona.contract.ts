import { z } from 'zod';
import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import type { RouteNeeds } from '../common/bases';
import { commonResponses, envelope } from '../common/envelope';
import { imageUpload } from '../common/uploads';
import {
  ZAddNicknameCustomBody,
  ZBatchDelCustomsBody,
  ZBatchDelCustomsResult,
  ZCustomAvatar,
  ZCustomAvatarUploadBody,
  ZCustomIdBody,
  ZNicknameCustom,
  ZNicknameCustomList,
  ZPendantChoice,
  ZPendantList,
  ZPendantListBody,
  ZSetDefaultCustomResult,
  ZSetPendantBody,
} from './programme-persona.schemas';

/**
 * Programmes and small modules, persona part (issue 18): avatar pendants (VIP, /acc/*Pendant*) and avatar-nickname
 * customs (find, add, batch delete, set default; spec section 7). The spec names /acc/*Pendant* and the four custom
 * actions only, so every exact call name here is ours. A custom is its user's: anyone else's id answers
 * PERSONA_CUSTOM_NOT_FOUND.
 */
const acc = <N extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, body: B, result: R, summary: string, needs: RouteNeeds = {}) =>
  formPost(`/acc/${name}.xhtml` as `/acc/${N}.xhtml`, body, result, 'user', { needs, summary });

export const programmePersonaContract = c.router(
  {
    findAvatarPendantList: acc(
      'findAvatarPendantList',
      ZPendantListBody,
      ZPendantList,
      "Ours: the pendant catalogue (optionally one category) with the caller's chosen pendant, whether others see it (VIP only) and the caller's avatar for previews; open to every signed-in user so a non-VIP sees what VIP brings",
    ),
    setAvatarPendant: acc(
      'setAvatarPendant',
      ZSetPendantBody,
      ZPendantChoice,
      'Ours: a VIP wears a pendant of the catalogue over the card avatar (replaces the one worn); a withdrawn or unknown id answers PENDANT_NOT_FOUND',
      { vip: true },
    ),
    cancelAvatarPendant: acc('cancelAvatarPendant', z.object({}), ZPendantChoice, 'Ours: take the pendant off (open to a lapsed VIP too; cancelling with none worn changes nothing)'),
    uploadAvatarNicknamePicture: {
      method: 'POST',
      path: '/acc/uploadAvatarNicknamePicture.xhtml',
      contentType: MULTIPART,
      body: ZCustomAvatarUploadBody,
      responses: { 200: envelope(ZCustomAvatar) },
      metadata: meta('user', 'main', { upload: imageUpload('personaAvatar') }),
      summary: 'Ours: upload one avatar picture for an avatar-nickname custom (multipart `file`; cropped square); addAvatarNicknameCustom names the answered URL',
    },
    findAvatarNicknameCustom: acc(
      'findAvatarNicknameCustom',
      z.object({}),
      ZNicknameCustomList,
      "Ours: the caller's saved avatar-nickname pairs, newest first, the default marked (at most LIMITS.programmePersona.maxCustoms)",
    ),
    addAvatarNicknameCustom: acc(
      'addAvatarNicknameCustom',
      ZAddNicknameCustomBody,
      ZNicknameCustom,
      'Ours: save an avatar-nickname pair: the nickname 1-30 characters without sensitive words, the avatar a picture the caller uploaded by uploadAvatarNicknamePicture; at most 10 pairs',
      { idempotent: true },
    ),
    batchDelAvatarNicknameCustom: acc(
      'batchDelAvatarNicknameCustom',
      ZBatchDelCustomsBody,
      ZBatchDelCustomsResult,
      "Ours: delete some of the caller's pairs in one transaction; any id not the caller's answers PERSONA_CUSTOM_NOT_FOUND and deletes nothing",
    ),
    setDefaultAvatarNicknameCustom: acc(
      'setDefaultAvatarNicknameCustom',
      ZCustomIdBody,
      ZSetDefaultCustomResult,
      "Ours: make one pair the default (exactly one per user) and apply its avatar and nickname to the caller's card",
    ),
  },
  { commonResponses },
);

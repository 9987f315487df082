/** Client paths of the programme area's persona part (issue 18), spread into `paths` (config/paths.ts). The first
 *  entries are the part's entries from the programme hub (/programme/index); add the part's other screens below. */
export const programmePersonaPaths = {
  pendants: '/acc/avatarPendant',
  nicknameCustoms: '/acc/avatarNicknameCustom',
};

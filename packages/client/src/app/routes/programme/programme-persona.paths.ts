/** Client paths of the programme area's persona part (issue 18), joined into `paths` through the area's manifest. The first
 *  entries are the part's entries from the programme hub (/programme/index); add the part's other screens below. */
export const programmePersonaPaths = {
  pendants: '/acc/avatarPendant',
  nicknameCustoms: '/acc/avatarNicknameCustom',
};

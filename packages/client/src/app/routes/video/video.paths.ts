/** Client paths of the micro video area (issue 15), joined into `paths` through the area's manifest. */
export const videoPaths = {
  // --- micro video paths (issue 15, /microvideo/*): entry screen of module 54 is the owner's video home ---
  microVideoHome: '/microvideo/index',
  // --- micro video paths, upload part (newVideo, updateVideo upload list, editMaterial): add below this line ---
  newVideo: '/microvideo/newVideo',
  /** The upload list (spec: updateVideo): every upload log with its transcoding state. */
  uploadList: '/microvideo/updateVideo',
  /** Make a video from a poster (material host): editMaterial. */
  editMaterial: '/microvideo/editMaterial',
  /** Micro video premium: its status and buying a year (material block). */
  videoPremium: '/microvideo/premium',
  // --- micro video paths, library part (manageVideo, sortVideo, editVideo, draftsVideo, previewVideo, moreOperate): add below this line ---
  manageVideo: '/microvideo/manageVideo',
  sortVideo: '/microvideo/sortVideo',
  draftsVideo: '/microvideo/draftsVideo',
  editVideo: (id: string) => `/microvideo/editVideo/${encodeURIComponent(id)}`,
  editVideoPattern: '/microvideo/editVideo/:id',
  previewVideo: (id: string) => `/microvideo/previewVideo/${encodeURIComponent(id)}`,
  previewVideoPattern: '/microvideo/previewVideo/:id',
  moreOperate: (id: string) => `/microvideo/moreOperate/${encodeURIComponent(id)}`,
  moreOperatePattern: '/microvideo/moreOperate/:id',
  // --- micro video paths, labels part (setClassify, manageClassify, labelVideo, followlabel, searchlabel, personalLabelVideo, moreNavigator): add below this line ---
  /** The owner's labels (add, rename, delete, sort, pin): Ours, reached from the home. */
  manageLabels: '/microvideo/manageLabel',
  manageClassify: '/microvideo/manageClassify',
  setClassify: (id: string) => `/microvideo/setClassify/${encodeURIComponent(id)}`,
  setClassifyPattern: '/microvideo/setClassify/:id',
  labelVideo: (labelId: string) => `/microvideo/labelVideo/${encodeURIComponent(labelId)}`,
  labelVideoPattern: '/microvideo/labelVideo/:labelId',
  followLabel: '/microvideo/followlabel',
  searchLabel: '/microvideo/searchlabel',
  personalLabelVideo: (phoneIdEcr: string, labelId: string) => `/microvideo/personalLabelVideo/${encodeURIComponent(phoneIdEcr)}/${encodeURIComponent(labelId)}`,
  personalLabelVideoPattern: '/microvideo/personalLabelVideo/:phoneIdEcr/:labelId',
  moreNavigator: '/microvideo/moreNavigator',
  // --- micro video paths, share part (share/list, manageSynchro, setAd): add below this line ---
  shareList: '/microvideo/share/list',
  manageSynchro: '/microvideo/manageSynchro',
  setAd: '/microvideo/setAd',
  // --- micro video paths, visitors part (discover, shortVideo, searchVideo, complaint, popVideoCollect): add below this line ---
  discover: '/microvideo/discover',
  shortVideo: (id: string) => `/microvideo/shortVideo/${encodeURIComponent(id)}`,
  shortVideoPattern: '/microvideo/shortVideo/:id',
  videoSearch: '/microvideo/searchVideo',
  videoComplaint: (id: string) => `/microvideo/complaint/${encodeURIComponent(id)}`,
  videoComplaintPattern: '/microvideo/complaint/:id',
  popVideoCollect: '/microvideo/popVideoCollect',
  /** A card's videos for its visitors (Ours; linked from a shared video and the share part's links). */
  cardVideos: (phoneIdEcr: string) => `/microvideo/card/${encodeURIComponent(phoneIdEcr)}`,
  cardVideosPattern: '/microvideo/card/:phoneIdEcr',
  // --- micro video paths, cart part (cartList, cart, vdAddress, illegalVideo): add below this line ---
  /** A video's products (spec cartList: the list a visitor adds to the cart from). */
  videoProducts: (videoId: string) => `/microvideo/cartList/${encodeURIComponent(videoId)}`,
  videoProductsPattern: '/microvideo/cartList/:videoId',
  cart: '/microvideo/cart',
  vdAddress: '/microvideo/vdAddress',
  illegalVideo: '/microvideo/illegalVideo',
  /** The owner's products on their videos (Ours). */
  myVideoProducts: '/microvideo/myProducts',
  /** The old complaint review (Ours): kept so its links still work; it leads to operatorTab('violation'). */
  videoReview: '/microvideo/violationReview',
};

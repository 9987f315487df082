import type { IdField, WalkedRoute } from '../helpers/contract-walk';

/**
 * Which kind of owned object an id field names, route by route (the foreign-id sweep's rules): by the field's own
 * name, or by the route (and field) where one name means different things. foreign-objects.ts makes the objects.
 */

/** Kinds of owned object a route can name by id; `null` marks shared catalogue rows (music) nobody owns. */
export type Kind =
  | 'album'
  | 'photo'
  | 'linkSet'
  | 'miniLink'
  | 'column'
  | 'honour'
  | 'mapPoint'
  | 'message'
  | 'bindRequest'
  | 'order'
  | 'paidOrder'
  | 'refundingOrder'
  | 'circleOrder'
  | 'paidCircleOrder'
  | 'contactLabel'
  | 'contact'
  | 'radarVisitor'
  | 'advisory'
  | 'mirrorPush'
  | 'smsSign'
  | 'smsRecord'
  | 'smsGrant'
  | 'designCase'
  | 'forbiddenCase'
  | 'articleFold'
  | 'companyArticleFold'
  | 'article'
  | 'microPage'
  | 'pageLead'
  | 'pictureLabel'
  | 'picture'
  | 'materialLabel'
  | 'photoMaterial'
  | 'moment'
  | 'posterRecord'
  | 'videoUpload'
  | 'videoLabel'
  | 'videoType'
  | 'microVideo'
  | 'publishedVideos'
  | 'videoDraft'
  | 'videoEpilogue'
  | 'videoAd'
  | 'videoProduct'
  | 'cartItem'
  | 'deliveryAddress'
  | 'takenDownVideo'
  | 'videoSync'
  | 'cateringPackage'
  | 'receivedShopOrder'
  | 'shopComment'
  | 'catalogProduct'
  | 'productType'
  | 'goodsProduct'
  | 'shopCartLine'
  | 'boughtShippedOrder'
  | 'boughtPaidOrder'
  | 'boughtRefundingOrder'
  | 'soldToShipOrder'
  | 'soldRefundingOrder'
  | 'soldRefusableOrder'
  | 'activity'
  | 'activityDraft'
  | 'activityEnded'
  | 'personaCustom'
  | 'regPage'
  | 'regPageDraft'
  | 'registration'
  | 'attendee'
  | 'chatConversation'
  | 'complaint'
  | 'serviceTicket'
  | 'shakeDevice'
  | 'custodyAsked'
  | 'custodyToAccept'
  | 'custodyKept'
  | 'cardScan';

/** An id field named after its object decides by itself. */
const BY_FIELD: Record<string, Kind | null> = {
  albumId: 'album',
  setId: 'linkSet',
  linkId: 'miniLink',
  musicId: null,
  // vip: plans and industries are catalogue rows; `ref` is another user's public card id; customer service acts on
  // any user's refund request by design (the role is the guard).
  planCode: null,
  industry: null,
  ref: null,
  refundId: null,
  // Programmes (sms part): a sign is its applicant's (a send or the default sign names one's own); `payer` is the public
  // card id of an owner who granted the caller their credits (anyone else's answers SMS_GRANT_NOT_FOUND).
  signId: 'smsSign',
  defaultSignId: 'smsSign',
  payer: null,
  // Circles (core part): a circle is not owned by whoever names it (anyone may look at, join or search one; each
  // call checks the caller's membership and role itself); people are public card ids; a scan-login code is a
  // one-time secret, not an object.
  // Circle manage: operators act on any complaint by design (the role is the guard); a title is named inside its circle.
  complaintId: null,
  titleId: null,
  cid: null,
  inviter: null,
  phoneIdEcrs: null,
  loginCode: null,
  // Circles (bulletin part): bulletins and comments belong to their circle, not to whoever names them (members read
  // and comment on others' bulletins; a complaint names another's bulletins as evidence); each call checks the
  // caller's membership, role and authorship itself.
  bulletinId: null,
  bulletinIds: null,
  commentId: null,
  // Network (exchange part): contact labels belong to their owner.
  labelId: 'contactLabel',
  labelIds: 'contactLabel',
  contactId: 'contact',
  // Network (radar part): a visitor of my card is mine to look at; the beacon names any public card.
  visitorKey: 'radarVisitor',
  ownerPhoneIdEcr: null,
  // Network (company part): applications, departments and hand-overs belong to a company, not to whoever names them;
  // each call checks the caller's company and admin role (or, refusing a hand-over, that it is about the caller)
  // itself. A company is named to search and apply to it; people are public card ids.
  // Network (mirror part): a push belongs to its master.
  pushId: 'mirrorPush',
  // Articles: an article is its owner's (the owner's is hidden, so even reading it is refused to others).
  articleId: 'article',
  // Programmes (persona part): pendants are the platform's catalogue (anyone may look at any; wearing one needs VIP).
  pendantId: null,
  // Micro pages: a page is its owner's; a visitor's form names a published page by its public id (anyone may post).
  pageId: 'microPage',
  publicId: null,
  blockId: null,
  // Posters: templates are the platform's catalogue (anyone may use any); a poster record is its owner's.
  materialId: null,
  recordId: 'posterRecord',
  companyId: null,
  applicationId: null,
  departmentId: null,
  handoverId: null,
  fromPhoneIdEcr: null,
  toPhoneIdEcr: null,
  // Company invitations (issue 31): one belongs to its company and its invitee; each call checks the caller is the
  // invitee or an admin of that company (anyone else: COMPANY_INVITE_NOT_FOUND, network-company-create.test.ts).
  // `invitee` is a mobile number or public card id, named to invite anyone.
  inviteId: null,
  invitee: null,
  // Customer service (chat part): a conversation is its user's (and, once taken, its agent's); a clientMsgId is the
  // sender's own name for a message, not an object.
  conversationId: 'chatConversation',
  clientMsgId: null,
  // Customer service (tickets part): a ticket is its user's; a message of the message centre is its receiver's.
  ticketId: 'serviceTicket',
  messageId: 'message',
  // Programmes (shake part): a shake device is its owner's; role tags are the platform's catalogue.
  deviceId: 'shakeDevice',
  tagIds: null,
  // Programmes (dealer part): a custodian is named by their public card id (anyone may be asked).
  custodianIdEcr: null,
};

/**
 * A bare `id` / `ids` is decided by the route's name (first match wins, so "AlbumPhoto" beats "Album"). A new
 * area adds a line here and a factory below; a route whose id nothing decides fails the sweep, naming it.
 */
const BY_ROUTE: [RegExp, Kind | null][] = [
  // Programmes (promotion part): any operator reviews any invite claim by design (the role is the guard).
  [/^programme\.reviewInviteClaim$/, null],
  [/AlbumPhoto/, 'photo'],
  [/Album/, 'album'],
  [/MiniLink/, 'miniLink'],
  [/LinkSet/, 'linkSet'],
  [/MpColumn/, 'column'],
  [/MpHonor/, 'honour'],
  [/MapPoint|NavigationPoint/, 'mapPoint'],
  // Design cases: a visible case is anyone's to open, relate and complain about (hidden, auditing and forbidden ones
  // answer NOT_FOUND: content-cases.test.ts); operators decide on any case, complaint or appeal by design (the role is
  // the guard). Appeals need the owner's forbidden case.
  [/^content\.(showCase|relatedCase|complaint|auditCase|decideComplaint|decideAppeal)$/, null],
  [/^content\.appealCase$/, 'forbiddenCase'],
  [/^content\.(saveCase|manageCase|sortCase|hideCase|topCase|recommendCase)$/, 'designCase'],
  // Micro video (visitors part): a visible video is anyone's to watch, swipe past, collect and save a copy of (hidden,
  // draft and taken-down ones answer NOT_FOUND: video-visitors.test.ts).
  [/^video\.(findShowMicroVideobyId|findShowPrevOrNextMicroVideo|collectMicroVideo|changedToMyVideo)$/, null],
  // Articles: a card's folds are public to read (the card named decides, content-articles.test.ts); a company centre's
  // folds belong to the company; the owner's folds to the owner (a sort sends all of them).
  [/^content\.(getFoldTopList|getFoldNotTopList)$/, null],
  [/^content\.(articleCenter|addCompanyArticle)$/, 'companyArticleFold'],
  [/^content\.(getMyArticles|renameArticleFold|deleteArticleFold|sortArticleFolds|addArticle|updateArticle)$/, 'articleFold'],
  [/^content\.readPageLead$/, 'pageLead'],
  [/^content\.(\w*MicroPage\w*|savePageDraft)$/, 'microPage'],
  // Micro video uploads: an upload log is its owner's (a finished one, so making a video of it can succeed).
  [/^video\.(videoTranscoding|getVideoTranscodingStatus|delUploadVideo)$/, 'videoUpload'],
  // Network (paper card part, issue 34): a scan is its owner's (a read one, so saving it can succeed).
  [/^network\.(getCardScan|saveCardScan|discardCardScan)$/, 'cardScan'],
  // Micro video (library part): the owner's videos (a sort sends all the published ones); publishing takes a draft.
  [
    /^video\.(findMicroVideo|updateMicroVideo|delMicroVideo|batchDelMicroVideo|updateMicroVideoTop|microVideoHideOrShow|editVideo|updateVideoFirstImg|removeWatermark|setMicroVideoMusic)$/,
    'microVideo',
  ],
  [/^video\.publishMicroVideo$/, 'videoDraft'],
  [/^video\.updateMicroVideoSort$/, 'publishedVideos'],
  // Micro video (share part): shares, choiceness, pushes, company picks and a video's ad take the caller's own videos;
  // a sync is the sub card's it was pushed to; an ad is its owner's. Company videos are read through the card named.
  [/^video\.(shareMicroVideo|delShareMicroVideo|joinOrCancelChoicenessVideo|pushMicroVideoSync|pickCompanyMicroVideo|setMicroVideoAd)$/, 'microVideo'],
  [/^video\.(showSyncMicroVideo|delSyncMicroVideo)$/, 'videoSync'],
  [/^video\.(delMicroVideoAd|setDefaultMicroVideoAd)$/, 'videoAd'],
  [/^video\.(findCompanyMicroVideo|findCompanyPrevOrNextMicroVideo)$/, null],
  // Programmes (sms part): a record and a grant are their sender's and owner's; any operator reviews any sign by design.
  [/^programme\.findSmsRecordDetail$/, 'smsRecord'],
  [/^programme\.revokeSmsGrant$/, 'smsGrant'],
  [/^programme\.reviewSmsSign$/, null],
  // Activities (events part): a published activity is anyone's to read (drafts answer NOT_FOUND: activity-events.test.ts);
  // the owner saves and notifies a published one, publishes a draft, deletes an ended one.
  [/^activity\.(getActivity|getActivityFee|getActivityAddress|getActivityPoster)$/, null],
  [/^activity\.(saveActivity|notifyActivityAttendees)$/, 'activity'],
  [/^activity\.publishActivity$/, 'activityDraft'],
  [/^activity\.delActivity$/, 'activityEnded'],
  // Activities (registration part): a published activity or page is anyone's to read and register for; pages, forms
  // and attendees are the owner's (a draft page to publish); a registration to cancel is the caller's own; a
  // check-in takes a registration of the owner's page. A visitor's registration (issue 32: no account, userId null)
  // is no user's, so no second user exists to sweep it with: activity-registration-guest.test.ts refuses its cancel
  // to every user and lets only the page's owner check it in.
  // A visitor without an account registers for any published page by its id, as a signed-in user does (issue 32).
  [/^activity\.(findRegisterDetail|submitRegistration|submitGuestRegistration)$/, null],
  [/^activity\.(saveRegistrationPage|closeRegistrationPage|delRegistrationPage|saveRegistrationFields|findRegistrationFields|findAttendees|exportAttendees)$/, 'regPage'],
  [/^activity\.publishRegistrationPage$/, 'regPageDraft'],
  [/^activity\.cancelActivity$/, 'activity'],
  [/^activity\.cancelRegistration$/, 'registration'],
  [/^activity\.checkInAttendee$/, 'attendee'],
  // Help centre: an article is nobody's; visitors read any shown one (hidden answers NOT_FOUND: service-help.test.ts)
  // and any agent edits or hides any article by design (the role is the guard).
  [/^service\.(findHelpDetail|saveHelpArticle|hideHelpArticle)$/, null],
  // Complaints: a complaint is its complainant's to read; any agent decides any complaint by design (the role is the guard).
  [/^service\.findComplaintDetail$/, 'complaint'],
  [/^service\.decideComplaint$/, null],
  // Programmes (persona part): an avatar-nickname custom is its owner's.
  [/NicknameCustom/, 'personaCustom'],
  [/UserMessage/, 'message'],
  [/^usercentre\.bind(Agree|Refuse)$/, 'bindRequest'],
  [/^network\.readAdvisory$/, 'advisory'],
  // Circle orders (pay part): paying takes an open one, refunding a paid one.
  [/^circle\.circlePay$/, 'circleOrder'],
  [/^circle\.refundCirclePay$/, 'paidCircleOrder'],
  // Orders: each call's control needs the order in the state the call acts on.
  [/^vip\.revokeVipOrderRefund$/, 'refundingOrder'],
  [/^vip\.(applyRefundVipOrder|findVipRefundOrderInfo)$/, 'paidOrder'],
  [/^vip\./, 'order'],
];

/**
 * A field whose name means another object in one part (checked before BY_FIELD): the library part's `labelId` is a
 * picture label (contact labels elsewhere), its `labelIdArray` the caller's own material labels (the platform's are
 * shared, someone else's are NOT_FOUND), its bare ids pictures, picture labels, own material and own moments texts.
 */
const BY_ROUTE_FIELD: [RegExp, string, Kind | null][] = [
  // Programmes (promotion part): an invite activity is the platform's; anyone takes part in a running one.
  [/^programme\.(findInviteHome|findInviteProgress|submitInviteDocuments|editInviteDocuments)$/, 'activityId', null],
  // Programmes (shake part): operators review any application or device by design (the role is the guard); a shake
  // page's code is public (anyone who shakes opens it).
  [/^programme\.(reviewShakeApplication|reviewShakeConfig)$/, 'deviceId', null],
  [/^programme\.openShakePage$/, 'code', null],
  // Programmes (insight part): a share link's token is a capability anyone holding it may read with (the report calls
  // take no id: the caller's own year only), not an object the caller owns.
  [/^programme\.getSharedAnnualReport$/, 'token', null],
  // Share back (issue 34): the withdraw link's token is a capability of whoever left the details, not an object of a user.
  [/^network\.withdrawShareBack$/, 'token', null],
  // Programmes (dealer part): a custody request is its card owner's to withdraw and its custodian's to accept or
  // decline; an active custody is its custodian's to edit the card of; any agent disconnects any custody by design.
  [/^programme\.cancelCustodyRequest$/, 'custodyId', 'custodyAsked'],
  [/^programme\.(acceptCustody|declineCustody)$/, 'custodyId', 'custodyToAccept'],
  [/^programme\.(findCustodyCard|updateCustodyCard)$/, 'custodyId', 'custodyKept'],
  [/^programme\.disconnectCustody$/, 'custodyId', null],
  // Customer service (chat part): any agent may take any waiting conversation by design (the role is the guard).
  [/^service\.acceptConversation$/, 'conversationId', null],
  // Customer service (tickets part): any agent reads, answers and closes any ticket by design (the role is the guard).
  [/^service\.(findServiceTicketDetail|replyTicket|closeServiceTicket)$/, 'ticketId', null],
  // Complaints: the target is another user's public card id by design (one's own is refused: COMPLAINT_SELF).
  [/^service\.submitComplaint$/, 'target', null],
  // Shop (catering part): any shop's catering page, packages, score and comments are open to read; packages are their
  // owner's; a comment names the caller's own received order; a reply the caller's shop's comment.
  [/^shop\.(findCateringPackages|getCateringShopInfo|getCommentedScore|findShopComments)$/, 'shopId', null],
  [/^shop\.(saveCateringPackage|delCateringPackage|getMyCateringPackage)$/, 'proId', 'cateringPackage'],
  // Shop (orders part): any visible product may be put in a cart or bought (own ones refused; the share shop is
  // anyone's); cart lines and addresses are their owner's; an order is its buyer's or its seller's, each call's
  // control needing it in the state the call acts on.
  [/^shop\.(addShopCart|createShopOrder)$/, 'proId', null],
  [/^shop\.(addShopCart|createShopOrder)$/, 'shareShopId', null],
  [/^shop\.updateShopCart$/, 'id', 'shopCartLine'],
  [/^shop\.delShopCart$/, 'ids', 'shopCartLine'],
  [/^shop\.createShopOrder$/, 'cartIds', 'shopCartLine'],
  [/^shop\.createShopOrder$/, 'addressId', 'deliveryAddress'],
  [/^shop\.(getShopOrder|receiveShopOrder)$/, 'orderId', 'boughtShippedOrder'],
  [/^shop\.applyShopRefund$/, 'orderId', 'boughtPaidOrder'],
  [/^shop\.revokeShopRefund$/, 'orderId', 'boughtRefundingOrder'],
  [/^shop\.shipShopOrder$/, 'orderId', 'soldToShipOrder'],
  // A tracking number is the carrier's, not an object of ours.
  [/^shop\.shipShopOrder$/, 'trackingNo', null],
  [/^shop\.approveShopRefund$/, 'orderId', 'soldRefundingOrder'],
  [/^shop\.refuseShopRefund$/, 'orderId', 'soldRefusableOrder'],
  // A circle payment's receipt is its payer's (anyone else's answers NOT_FOUND: circle-viewer.test.ts).
  [/^circle\.findCirclePayment$/, 'orderId', 'paidCircleOrder'],
  [/^shop\.addShopComment$/, 'orderId', 'receivedShopOrder'],
  [/^shop\.replyShopComment$/, 'commentId', 'shopComment'],
  // Shop (catalog part): visitors' reads name any shop, card, type or product (a hidden one answers NOT_FOUND to
  // anyone, the same as an unknown id); the owner's share link names a product of their own shop.
  ...['shopId', 'phoneIdEcr', 'typeId', 'proId', 'shareShopId', 'ids'].map((f): [RegExp, string, Kind | null] => [
    /^shop\.(getProductListByCondition|getProductByProductId|getProductByProductIdAndMpId|getShopPath|getShop|getProductByIds|compositeProductList|queryProductDetail|findShopTypes)$/,
    f,
    null,
  ]),
  [/^shop\.getShopShare$/, 'proId', 'catalogProduct'],
  // Shop (goods part): the owner's types and goods are theirs; listing a shared product names another shop's product
  // by design (own ones are refused), and removing a listing names the product the caller's shop lists.
  [/^shop\.(saveProduct|delProduct|setProductShelf|getMyProduct)$/, 'proId', 'goodsProduct'],
  [/^shop\.(addProductShare|delProductShare)$/, 'proId', null],
  [/^shop\.(saveProduct|findMyProducts|updateProductType|delProductType)$/, 'typeId', 'productType'],
  [/^shop\.sortProductTypes$/, 'ids', 'productType'],
  [/^content\.(uploadPicture|findPictures|movePictures|usePhotoMaterial)$/, 'labelId', 'pictureLabel'],
  // Posters: a template category is the platform's (catalogue), not a contact label.
  [/^content\.findPosterMaterialsByLabelId$/, 'labelId', null],
  [/^content\.(getPhotoMaterial|uploadPhotoFromApply)$/, 'labelIdArray', 'materialLabel'],
  [/^content\.(movePictures|delPictures)$/, 'ids', 'picture'],
  [/^content\.(updatePictureLabel|delPictureLabel)$/, 'id', 'pictureLabel'],
  [/^content\.usePhotoMaterial$/, 'id', 'photoMaterial'],
  // Micro video (cart part): products go on the caller's own video; visitors list and buy anyone's visible video's
  // products (own ones refused); cart lines, addresses and taken-down videos are their owner's; operators decide any
  // complaint by design (the role is the guard).
  [/^video\.(addVideoProduct|findVideoProducts)$/, 'videoId', 'microVideo'],
  [/^video\.findShowVideoProducts$/, 'videoId', null],
  [/^video\.addVideoCart$/, 'productId', null],
  [/^video\.(updateVideoProduct|delVideoProduct)$/, 'id', 'videoProduct'],
  [/^video\.updateVideoCart$/, 'id', 'cartItem'],
  [/^video\.delVideoCart$/, 'ids', 'cartItem'],
  [/^video\.createVideoOrder$/, 'itemIds', 'cartItem'],
  [/^video\.createVideoOrder$/, 'addressId', 'deliveryAddress'],
  [/^video\.(saveDeliveryAddress|delDeliveryAddress|setDefaultDeliveryAddress)$/, 'id', 'deliveryAddress'],
  [/^video\.batchDelViolationMicroVideo$/, 'ids', 'takenDownVideo'],
  [/^video\.decideVideoComplaint$/, 'id', null],
  // Micro video (visitors part): a complaint names someone else's visible video by design (never one's own).
  [/^video\.addMicroVideoComplaint$/, 'videoId', null],
  [/^content\.(updateMoment|delMoment|useMoment)$/, 'id', 'moment'],
  // Micro video uploads: the upload made into a video, the caller's own label (or a company/platform one) and type.
  // Micro video (library part): a usable label, own class, own (or built-in) epilogue and own ad of the caller's video.
  [/^video\.(findMicroVideos|updateMicroVideo)$/, 'labelId', 'videoLabel'],
  [/^video\.(findMicroVideos|updateMicroVideo)$/, 'typeId', 'videoType'],
  [/^video\.editVideo$/, 'epilogueId', 'videoEpilogue'],
  [/^video\.editVideo$/, 'adId', 'videoAd'],
  // Micro video labels part: own labels and types are their owner's, a video its owner's. A card's label
  // (findVideoLibraryByLabelId, findLabelInfo: the card named decides), platform topics (feeds, follows) and company
  // labels (the companyAdmin role and the caller's company decide) are not objects the caller owns.
  [/^video\.(renameVideoLabel|delVideoLabel|topVideoLabel)$/, 'id', 'videoLabel'],
  [/^video\.sortVideoLabel$/, 'ids', 'videoLabel'],
  [/^video\.updateMicroVideoLabel$/, 'labelId', 'videoLabel'],
  [/^video\.(updateMicroVideoLabel|setMicroVideoType)$/, 'videoId', 'microVideo'],
  [/^video\.(delMicroVideoType|updateMicroVideoType)$/, 'id', 'videoType'],
  [/^video\.sortMicroVideoType$/, 'ids', 'videoType'],
  // Micro video (share part): a video's own ad is the caller's; sub cards are public card ids (the master's bound
  // links decide); a card's types are the card named's.
  [/^video\.setMicroVideoAd$/, 'adId', 'videoAd'],
  [/^video\.pushMicroVideoSync$/, 'subIds', null],
  [/^video\.findShowMicroVideoByType$/, 'typeId', null],
  [/^video\.setMicroVideoType$/, 'typeId', 'videoType'],
  [/^video\.delCompanyVideoLabel$/, 'id', null],
  [/^video\.(findVideoLibraryByLabelId|findLabelInfo|findLabelVideos|followVideoLabel)$/, 'labelId', null],
  // Micro video material block: the caller's poster record, own epilogue (built-in ones are anyone's), upload log, video.
  [/^video\.syntheticMicroVideo$/, 'posterRecordId', 'posterRecord'],
  [/^video\.(syntheticMicroVideo|setDefaultMicroVideoEpilogue)$/, 'epilogueId', 'videoEpilogue'],
  [/^video\.delMicroVideoEpilogue$/, 'id', 'videoEpilogue'],
  [/^video\.getEditVideoUrl$/, 'id', 'microVideo'],
  [/^video\.(videoImport|findImportVideoByLogId)$/, 'logId', 'videoUpload'],
  [/^video\.userUploadVideo$/, 'uploadId', 'videoUpload'],
  [/^video\.userUploadVideo$/, 'labelId', 'videoLabel'],
  [/^video\.userUploadVideo$/, 'typeId', 'videoType'],
];

/** The kind of object an id field names: a Kind, null for catalogue rows, undefined when nothing decides. */
export function kindOf(w: WalkedRoute, f: IdField): Kind | null | undefined {
  const special = BY_ROUTE_FIELD.find(([re, field]) => field === f.field && re.test(w.name));
  if (special) return special[2];
  if (f.field in BY_FIELD) return BY_FIELD[f.field];
  return BY_ROUTE.find(([re]) => re.test(w.name))?.[1];
}

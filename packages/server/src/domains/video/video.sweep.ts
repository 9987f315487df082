import { areaSweep, one, twice, type OwnedObjects } from '../../../test/sweep/area-sweep';
import { newDeliveryAddress, newMicroVideo, newMirrorLink, newUser, newVideoLabel, newVideoProduct, newVideoSync, newVideoType, newVideoUpload } from '../../../test/factories';

/**
 * The video area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
/** A bound sub card, so the owner is a master whose video pushes (pushMicroVideoSync) can succeed. */
const master = (o: OwnedObjects) => o.step('master', () => newUser(o.ctx).then((sub) => newMirrorLink(o.ctx, o.owner, sub)));

export const sweep = areaSweep({
  kinds: {
    // Micro video uploads: a finished upload log of the owner, an own label and an own type.
    videoUpload: (o) => one(newVideoUpload(o.ctx, o.owner, { status: 'done' })),
    videoLabel: (o) => one(newVideoLabel(o.ctx, o.owner)),
    videoType: (o) => one(newVideoType(o.ctx, o.owner)),
    // Micro video library: two published videos (of a master, so they can be pushed) and a draft of the owner, an own
    // epilogue and an own ad.
    microVideo: async (o) => {
      await master(o);
      return twice(() => newMicroVideo(o.ctx, o.owner));
    },
    videoDraft: (o) => one(newMicroVideo(o.ctx, o.owner, { state: 'draft' })),
    videoEpilogue: (o) =>
      one(o.ctx.db.videoEpilogue.create({ data: { id: o.ctx.ids.id(), userId: o.owner.id, name: '片尾', imageUrl: '/files/builtin/e.png', createdAt: o.ctx.clock.now() } })),
    videoAd: (o) => one(o.ctx.db.videoAd.create({ data: { id: o.ctx.ids.id(), userId: o.owner.id, title: '广告', imageUrl: '/files/builtin/a.png', createdAt: o.ctx.clock.now() } })),
    // A sort names every published video of the owner (made after the other kinds: `last` below), at least the two above.
    publishedVideos: async (o) => {
      await o.ids('microVideo');
      return (await o.ctx.db.microVideo.findMany({ where: { userId: o.owner.id, state: 'published', takenDownAt: null }, select: { id: true } })).map((v) => v.id);
    },
    // Micro video goods: a product on the owner's video; a cart line of another seller's visible product; an address;
    // a taken-down video (what batchDelViolationMicroVideo deletes); a sync a master pushed to the owner.
    videoProduct: async (o) => one(newVideoProduct(o.ctx, await newMicroVideo(o.ctx, o.owner))),
    cartItem: async (o) => {
      const product = await newVideoProduct(o.ctx, await newMicroVideo(o.ctx, await newUser(o.ctx)));
      const now = o.ctx.clock.now();
      return one(o.ctx.db.videoCartItem.create({ data: { id: o.ctx.ids.id(), userId: o.owner.id, productId: product.id, quantity: 1, createdAt: now, updatedAt: now } }));
    },
    deliveryAddress: (o) => one(newDeliveryAddress(o.ctx, o.owner, { isDefault: true })),
    takenDownVideo: (o) => one(newMicroVideo(o.ctx, o.owner, { takenDown: '违规' })),
    videoSync: async (o) => one(newVideoSync(o.ctx, await newMicroVideo(o.ctx, await newUser(o.ctx)), o.owner)),
  },
  byField: {
    // Background music is the platform's catalogue: rows nobody owns.
    musicId: null,
  },
  byRoute: [
    // Micro video (visitors part): a visible video is anyone's to watch, swipe past, collect and save a copy of (hidden,
    // draft and taken-down ones answer NOT_FOUND: video-visitors.test.ts).
    [/^video\.(findShowMicroVideobyId|findShowPrevOrNextMicroVideo|collectMicroVideo|changedToMyVideo)$/, null],
    // Micro video uploads: an upload log is its owner's (a finished one, so making a video of it can succeed).
    [/^video\.(videoTranscoding|getVideoTranscodingStatus|delUploadVideo)$/, 'videoUpload'],
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
  ],
  byRouteField: [
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
  ],
  // A sort names every published video of the owner: made after the area's other kinds.
  last: ['publishedVideos'],
});

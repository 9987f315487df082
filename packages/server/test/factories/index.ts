/**
 * Test factories: rows inserted directly through Prisma, sessions issued by the real session code, no SMS.
 * Every factory takes the app context first (`t.ctx` of makeTestApp), then the owning user where there is one.
 * See docs/decisions/0006b-sweep-and-factories.md.
 */
export { newUser, newSession, randomMobile, factoryPasswordHash, type FactoryCtx, type FactoryUser, type NewUserOptions, type VipState } from './users';
export { newColumn, newHonour, newMapPoint } from './card';
export { newAlbum, newPhoto } from './album';
export { newLinkSet, newMiniLink } from './links';
export { newMessage, newBindRequest, newWalletTip, newCompany, newSubscription } from './usercentre';
export { newOrder, setRegion, setReferrer, type OrderStage } from './orders';
export { fundWallet, newFrozenIncome, setTxPwd, bindWalletWechat, giveKeys, unlockBoughtEarlier } from './wallet';
export { newCircle, addCircleMember, newBulletin, newComment, newCircleComplaint, type NewCircleOptions } from './circle';
export { newCircleOrder } from './circle-pay';
export { newContactEntry, newContactLabel } from './network-exchange';
export { newContact, newExchange, newDepartment, newMirrorLink, newMirrorPush, newVisitEvent, newAdvisory } from './network';
export { newCase, newCaseImage, whitelistForCases } from './content-cases';
export { newArticle, newArticleFold, newArticleImage } from './content-articles';
export { newPictureLabel, newPicture, newMaterialLabel, newPhotoMaterial, newMoment } from './content-library';
export { newPosterTemplate, newPosterRecord } from './content-posters';
export { newMicroPage, newPageLead, leadForm } from './content-pages';
export { newMicroVideo, newVideoFiles, newVideoLabel, newVideoType, newVideoUpload, type NewVideoOptions } from './video';
export { newVideoProduct, newDeliveryAddress, newVideoComplaint } from './video-cart';
export { newVideoComplaintPicture, newVideoAdSetting } from './video-visitors';
export { newStoredPicture, newMusicTrack, newVideoEpilogue } from './video-material';
export { newVideoAd, newVideoSync } from './video-share';
export { newShop, newProductType, newProduct, type NewShopOptions, type NewProductOptions } from './shop';
export { newProductShare } from './shop-catalog';
export { newShopOrder, newShopComment, type NewShopOrderOptions } from './shop-catering';
export { newActivity, type NewActivityOptions } from './activity';
export { newRegistration } from './activity-registration';
export { newEventRegistration } from './activity-events';
export { newShopSale, type NewShopSaleOptions } from './shop-orders';
export { newAgent, newHelpArticle, newConversation, type NewHelpArticleOptions, type NewConversationOptions } from './service';
export * from './programme-dealer';
export * from './programme-promotion';
export * from './programme-sms';
export * from './programme-checkin';
export * from './programme-insight';
export * from './programme-shake';
export * from './programme-persona';
export * from './network-scan';

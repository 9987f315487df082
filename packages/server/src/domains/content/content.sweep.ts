import { areaSweep, one, twice, type OwnedObjects } from '../../../test/sweep/area-sweep';
import {
  newArticle,
  newArticleFold,
  newCase,
  newMaterialLabel,
  newMicroPage,
  newMoment,
  newPageLead,
  newPhotoMaterial,
  newPicture,
  newPictureLabel,
  newPosterRecord,
} from '../../../test/factories';
import type { AppContext } from '../../context';

/**
 * The content area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
/** A forbidden case (what an appeal takes). */
const forbiddenCase = (o: OwnedObjects) => o.step('forbiddenCase', () => newCase(o.ctx, o.owner, { state: 'forbidden' }));
/** A published page (its leads are the page lead kind). */
const microPage = (o: OwnedObjects) => o.step('microPage', () => newMicroPage(o.ctx, o.owner, { publish: true }));
/** An own picture label. */
const pictureLabel = (o: OwnedObjects) => o.step('pictureLabel', () => newPictureLabel(o.ctx, o.owner));
/** An own material label. */
const materialLabel = (o: OwnedObjects) => o.step('materialLabel', () => newMaterialLabel(o.ctx, o.owner));

export const sweep = areaSweep({
  kinds: {
    // Design cases: two visible ones and the forbidden one (a sort names them all); an appeal takes the forbidden one.
    designCase: async (o) => [...(await twice(() => newCase(o.ctx, o.owner))), (await forbiddenCase(o)).id],
    forbiddenCase: async (o) => [(await forbiddenCase(o)).id],
    // Articles: two folds of the owner's card, a fold of the owner's company (when in one), a hidden article.
    articleFold: (o) => twice(() => newArticleFold(o.ctx, o.owner)),
    companyArticleFold: async (o) => {
      const me = await o.ctx.db.user.findUnique({ where: { id: o.owner.id }, select: { companyId: true } });
      return me?.companyId ? one(newArticleFold(o.ctx, o.owner, { companyId: me.companyId })) : [];
    },
    article: (o) => one(newArticle(o.ctx, o.owner, { hidden: true })),
    // Micro pages: a published page of the owner with one lead.
    microPage: async (o) => [(await microPage(o)).id],
    pageLead: async (o) => one(newPageLead(o.ctx, await microPage(o))),
    // The library part: a picture label with a picture, an own material label with an own item, an own moments text.
    pictureLabel: async (o) => [(await pictureLabel(o)).id],
    picture: async (o) => one(newPicture(o.ctx, o.owner, { labelId: (await pictureLabel(o)).id })),
    materialLabel: async (o) => [(await materialLabel(o)).id],
    photoMaterial: async (o) => one(newPhotoMaterial(o.ctx, o.owner, [(await materialLabel(o)).id])),
    moment: (o) => one(newMoment(o.ctx, o.owner)),
    // Posters: a record of the owner's (drawn from a template of its own, so a redraw works).
    posterRecord: (o) => one(newPosterRecord(o.ctx as AppContext, o.owner)),
  },
  byField: {
    // Articles: an article is its owner's (the owner's is hidden, so even reading it is refused to others).
    articleId: 'article',
    // Micro pages: a page is its owner's; a visitor's form names a published page by its public id (anyone may post).
    pageId: 'microPage',
    publicId: null,
    blockId: null,
    // Posters: templates are the platform's catalogue (anyone may use any); a poster record is its owner's.
    materialId: null,
    recordId: 'posterRecord',
  },
  byRoute: [
    // Design cases: a visible case is anyone's to open, relate and complain about (hidden, auditing and forbidden ones
    // answer NOT_FOUND: content-cases.test.ts); operators decide on any case, complaint or appeal by design (the role is
    // the guard). Appeals need the owner's forbidden case.
    [/^content\.(showCase|relatedCase|complaint|auditCase|decideComplaint|decideAppeal)$/, null],
    [/^content\.appealCase$/, 'forbiddenCase'],
    [/^content\.(saveCase|manageCase|sortCase|hideCase|topCase|recommendCase)$/, 'designCase'],
    // Articles: a card's folds are public to read (the card named decides, content-articles.test.ts); a company centre's
    // folds belong to the company; the owner's folds to the owner (a sort sends all of them).
    [/^content\.(getFoldTopList|getFoldNotTopList)$/, null],
    [/^content\.(articleCenter|addCompanyArticle)$/, 'companyArticleFold'],
    [/^content\.(getMyArticles|renameArticleFold|deleteArticleFold|sortArticleFolds|addArticle|updateArticle)$/, 'articleFold'],
    [/^content\.readPageLead$/, 'pageLead'],
    [/^content\.(\w*MicroPage\w*|savePageDraft)$/, 'microPage'],
  ],
  byRouteField: [
    [/^content\.(uploadPicture|findPictures|movePictures|usePhotoMaterial)$/, 'labelId', 'pictureLabel'],
    // Posters: a template category is the platform's (catalogue), not a contact label.
    [/^content\.findPosterMaterialsByLabelId$/, 'labelId', null],
    [/^content\.(getPhotoMaterial|uploadPhotoFromApply)$/, 'labelIdArray', 'materialLabel'],
    [/^content\.(movePictures|delPictures)$/, 'ids', 'picture'],
    [/^content\.(updatePictureLabel|delPictureLabel)$/, 'id', 'pictureLabel'],
    [/^content\.usePhotoMaterial$/, 'id', 'photoMaterial'],
    [/^content\.(updateMoment|delMoment|useMoment)$/, 'id', 'moment'],
  ],
});

import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import { LIMITS } from '../common/limits';
import { imageUpload } from '../common/uploads';
import {
  ZAmbassadorHome,
  ZDistributorHome,
  ZDistributorTeamBody,
  ZInviteClaim,
  ZInviteClaimPage,
  ZInviteClaimReview,
  ZInviteClaimsBody,
  ZInviteDocumentBody,
  ZInviteDocumentsBody,
  ZInviteDocumentUrl,
  ZInviteHome,
  ZInviteHomeBody,
  ZInviteePage,
  ZInviteProgressBody,
  ZPromoEmptyBody,
  ZPromoReferralPage,
  ZPromoReferralsBody,
  ZReviewClaimBody,
} from './programme-promotion.schemas';

/**
 * Programmes and small modules, promotion part (issue 18): promotion ambassador (/pa/*), super distributor homes with their earnings, and the invite activity (/ia/*) with its progress list and document upload.
 * The spec names the groups only, so every call name is ours.
 */
const OPERATOR = { roles: [{ role: 'operator' }] } as const;
const P = LIMITS.programmePromotion;

export const programmePromotionContract = c.router(
  {
    // --- promotion ambassador -----------------------------------------------------------------------------------------
    findAmbassadorHome: formPost('/pa/findAmbassadorHome.xhtml', ZPromoEmptyBody, ZAmbassadorHome, 'user', {
      summary:
        'Ours: the ambassador home: whether the caller is one (else the conditions: VIP, complete card), the promotion link, how many people they brought and how many of those paid, and the spokesperson commission earned (frozen, released, total) from the ledger',
    }),
    applyAmbassador: formPost('/pa/applyAmbassador.xhtml', ZPromoEmptyBody, ZAmbassadorHome, 'user', {
      needs: { idempotent: true },
      summary:
        'Ours: become a promotion ambassador (role ambassador): the caller must be VIP (PROMO_NEED_VIP) and have a card with name, company and position (PROMO_CARD_INCOMPLETE); an ambassador is a spokesperson: the existing commission pays them, nothing else',
    }),
    findAmbassadorReferrals: formPost('/pa/findAmbassadorReferrals.xhtml', ZPromoReferralsBody, ZPromoReferralPage, 'user', {
      summary: 'Ours: the people the caller brought (registered with them as referrer), newest first, with whether each has paid',
    }),
    // --- super distributor --------------------------------------------------------------------------------------------
    findDistributorHome: formPost('/pa/findDistributorHome.xhtml', ZPromoEmptyBody, ZDistributorHome, 'user', {
      summary: `Ours: the super distributor home: whether the caller is one (else how many paying referrals of the ${P.distributorMinPaidReferrals} needed they have), team counts (direct and second tier), the second-tier share earned (frozen, released, total)`,
    }),
    applyDistributor: formPost('/pa/applyDistributor.xhtml', ZPromoEmptyBody, ZDistributorHome, 'user', {
      needs: { idempotent: true },
      summary: `Ours: an ambassador (PROMO_NOT_AMBASSADOR) with at least ${P.distributorMinPaidReferrals} paying referrals (PROMO_REFERRALS_SHORT) becomes a super distributor (role distributor): from then on they earn ${LIMITS.referral.percent.vip.distributor[1]}% of what their referrals' referrals pay, as frozen income (LIMITS.referral)`,
    }),
    findDistributorTeam: formPost('/pa/findDistributorTeam.xhtml', ZDistributorTeamBody, ZPromoReferralPage, 'user', {
      summary: "Ours: the caller's team, one tier at a time: direct (people they brought) or second (people those brought, with who brought them), newest first, paged",
    }),
    // --- invite activity ----------------------------------------------------------------------------------------------
    findInviteHome: formPost('/ia/findInviteHome.xhtml', ZInviteHomeBody, ZInviteHome, 'user', {
      summary:
        "Ours: the running invite activity (or the one named), the caller's invite link, how many invitees registered through them in its period and how many of those completed their card (the progress toward the target), the caller's claim, and whether they may review claims (operators)",
    }),
    findInviteProgress: formPost('/ia/findInviteProgress.xhtml', ZInviteProgressBody, ZInviteePage, 'user', {
      summary: "Ours: the caller's invitees of an activity's period, newest first, each registered or qualified (card completed); an unknown activity answers INVITE_ACTIVITY_NOT_FOUND",
    }),
    uploadInviteDocument: {
      method: 'POST',
      path: '/ia/uploadInviteDocument.xhtml',
      contentType: MULTIPART,
      body: ZInviteDocumentBody,
      responses: { 200: envelope(ZInviteDocumentUrl) },
      metadata: meta('user', 'main', { upload: imageUpload('inviteDocument') }),
      summary: `Ours: upload one document picture (multipart \`file\`); submitInviteDocuments names up to ${P.claimImagesMax} of the answered URLs`,
    },
    submitInviteDocuments: formPost('/ia/submitInviteDocuments.xhtml', ZInviteDocumentsBody, ZInviteClaim, 'user', {
      needs: { idempotent: true },
      summary:
        "Ours: claim an activity's reward once its target is reached (INVITE_TARGET_NOT_REACHED): name, contact and 1-6 of the caller's own document pictures; one claim per user and activity (INVITE_CLAIM_EXISTS); it waits for an operator's review",
    }),
    editInviteDocuments: formPost('/ia/editInviteDocuments.xhtml', ZInviteDocumentsBody, ZInviteClaim, 'user', {
      summary: 'Ours: change a claim under review, or a rejected one (which goes back under review); a reviewed-and-approved claim answers INVITE_CLAIM_DECIDED, none INVITE_CLAIM_NOT_FOUND',
    }),
    findInviteClaims: formPost('/ia/findInviteClaims.xhtml', ZInviteClaimsBody, ZInviteClaimPage, 'user', {
      needs: OPERATOR,
      summary: "Ours: operators' list of claims: pending (oldest first, the queue) or decided (latest first), with the claimant, paged, and the pending count",
    }),
    reviewInviteClaim: formPost('/ia/reviewInviteClaim.xhtml', ZReviewClaimBody, ZInviteClaimReview, 'user', {
      needs: OPERATOR,
      summary:
        'Ours: an operator approves a pending claim (its golden keys granted once, in the same transaction) or rejects it with a reason (INVITE_REJECT_REASON_REQUIRED); a decided claim, or the loser of two reviewers, answers INVITE_CLAIM_DECIDED',
    }),
  },
  { commonResponses },
);

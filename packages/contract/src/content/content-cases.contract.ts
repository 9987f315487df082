import { z } from 'zod';
import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { ZPageQuery } from '../common/paging';
import {
  ZAppealCaseBody,
  ZCardCasesBody,
  ZCase,
  ZCaseAppeal,
  ZCaseAppealPage,
  ZCaseComplaint,
  ZCaseComplaintPage,
  ZCaseDecisionBody,
  ZCaseIdsBody,
  ZCaseList,
  ZCasePage,
  ZCasesDeleted,
  ZCaseSwitchBody,
  ZComplaintBody,
  ZReportReason,
  ZSaveCaseBody,
  ZSearchCaseBody,
  ZWhitelistBody,
  ZWhitelisted,
  ZWhitelistPage,
} from './content-cases.schemas';

/**
 * Content, cases part (issue 14): design cases (module 52). The spec's /designCase/ calls keep its names; the
 * others (calls.txt "case [hide] [top] [find] [search] [report reasons]" and the operators' side of the audit,
 * complaints and appeals) carry a summary starting "Ours:". Someone else's case id answers NOT_FOUND.
 */
const P = '/designCase';
const mod = { module: 52 } as const;
const operator = { roles: [{ role: 'operator' }] } as const;

export const contentCasesContract = c.router(
  {
    // --- the owner ---
    myCase: formPost(`${P}/myCase.xhtml`, ZPageQuery, ZCasePage, 'user', {
      needs: mod,
      summary: "The caller's cases, topped first (latest topped first), then in the owner's order; every state",
    }),
    saveCase: formPost(`${P}/saveCase.xhtml`, ZSaveCaseBody, ZCase, 'user', {
      needs: { ...mod, idempotent: true },
      summary:
        "Add a case (no id) or update one of the caller's (id): type, title, description, cover and images from the caller's picture library; it awaits the audit unless the caller is whitelisted; a forbidden case is refused (appeal instead)",
    }),
    manageCase: formPost(`${P}/manageCase.xhtml`, ZCaseIdsBody, ZCasesDeleted, 'user', {
      needs: mod,
      summary: "Batch delete: every id must be the caller's, else nothing is deleted (NOT_FOUND naming ids)",
    }),
    sortCase: formPost(`${P}/sortCase.xhtml`, ZCaseIdsBody, ZCaseList, 'user', { needs: mod, summary: "Reorder the caller's cases: `ids` must be exactly their case ids, each once" }),
    hideCase: formPost(`${P}/hideCase.xhtml`, ZCaseSwitchBody, ZCase, 'user', { needs: mod, summary: "Ours: hide (on) or show (off) one of the caller's cases to visitors" }),
    topCase: formPost(`${P}/topCase.xhtml`, ZCaseSwitchBody, ZCase, 'user', {
      needs: mod,
      summary: "Ours: top (on; the latest topped comes first) or untop (off) one of the caller's cases",
    }),
    recommendCase: formPost(`${P}/recommendCase.xhtml`, ZCaseSwitchBody, ZCase, 'user', { needs: mod, summary: "Ours: mark (on) or unmark (off) one of the caller's cases as recommended" }),
    forbiddenCase: formPost(`${P}/forbiddenCase.xhtml`, ZPageQuery, ZCasePage, 'user', {
      needs: mod,
      summary: "The caller's forbidden cases (also those whose appeal awaits an operator) with the reason, latest forbidden first",
    }),
    appealCase: formPost(`${P}/appealCase.xhtml`, ZAppealCaseBody, ZCaseAppeal, 'user', {
      needs: { ...mod, idempotent: true },
      summary: 'The owner appeals a forbidden case, once per forbidding; the case is `appealing` until an operator decides',
    }),
    // --- visitors ---
    showCase: formPost(`${P}/showCase.xhtml`, ZIdBody, ZCase, 'optional', {
      summary: "A case's page: for others only a visible one (normal, not hidden), counting the view; the owner sees their own in any state",
    }),
    findCase: formPost(`${P}/findCase.xhtml`, ZCardCasesBody, ZCasePage, 'public', {
      summary: "Ours: a card's visible cases for visitors, topped first, then in the owner's order",
    }),
    recommend: formPost(`${P}/recommend.xhtml`, ZCardCasesBody, ZCasePage, 'public', {
      summary: "A card's visible cases its owner recommends, in the owner's order",
    }),
    relatedCase: formPost(`${P}/relatedCase.xhtml`, ZIdBody, ZCaseList, 'optional', {
      summary: 'A few visible cases of the same type as the case (any owner), newest first, the case itself left out',
    }),
    searchCase: formPost(`${P}/searchCase.xhtml`, ZSearchCaseBody, ZCasePage, 'public', {
      summary: 'Ours: visible cases whose title or description holds the keyword (case-insensitive), newest first; optional type',
    }),
    reportReasons: formPost(`${P}/reportReasons.xhtml`, ZNoBody, z.array(ZReportReason), 'public', {
      summary: "Ours: the preset report reasons with their texts in the caller's language",
    }),
    complaint: formPost(`${P}/complaint.xhtml`, ZComplaintBody, ZCaseComplaint, 'user', {
      needs: { idempotent: true },
      summary: 'A signed-in user (not the owner) complains about a visible case with a report reason and a text; one open complaint per user and case',
    }),
    // --- operators ---
    auditCaseList: formPost(`${P}/auditCaseList.xhtml`, ZPageQuery, ZCasePage, 'user', { needs: operator, summary: 'Ours: the audit queue, oldest first (operators)' }),
    auditCase: formPost(`${P}/auditCase.xhtml`, ZCaseDecisionBody, ZCase, 'user', {
      needs: operator,
      summary: 'An operator passes (pass) or refuses (with a reason; the case becomes forbidden) a case awaiting the audit; the owner is told',
    }),
    complaintList: formPost(`${P}/complaintList.xhtml`, ZPageQuery, ZCaseComplaintPage, 'user', { needs: operator, summary: 'Ours: open complaints, oldest first (operators)' }),
    decideComplaint: formPost(`${P}/decideComplaint.xhtml`, ZCaseDecisionBody, ZCaseComplaint, 'user', {
      needs: operator,
      summary: 'Ours: an operator upholds (pass, with a reason: the case becomes forbidden and its owner is told) or rejects a complaint; the reporter is told',
    }),
    appealList: formPost(`${P}/appealList.xhtml`, ZPageQuery, ZCaseAppealPage, 'user', { needs: operator, summary: 'Ours: open appeals, oldest first (operators)' }),
    decideAppeal: formPost(`${P}/decideAppeal.xhtml`, ZCaseDecisionBody, ZCaseAppeal, 'user', {
      needs: operator,
      summary: 'Ours: an operator accepts (pass: the case is normal again) or refuses (with a reason: it stays forbidden) an appeal; the owner is told',
    }),
    auditWhitelist: formPost(`${P}/auditWhitelist.xhtml`, ZPageQuery, ZWhitelistPage, 'user', {
      needs: operator,
      summary: 'Ours: users whose cases skip the audit, latest added first (operators)',
    }),
    addAuditWhitelist: formPost(`${P}/addAuditWhitelist.xhtml`, ZWhitelistBody, ZWhitelisted, 'user', {
      needs: operator,
      summary: 'Ours: put a user on the audit whitelist (again is harmless); their cases awaiting the audit stay there for an operator',
    }),
    removeAuditWhitelist: formPost(`${P}/removeAuditWhitelist.xhtml`, ZWhitelistBody, z.object({ phoneIdEcr: z.string() }), 'user', {
      needs: operator,
      summary: 'Ours: take a user off the audit whitelist',
    }),
  },
  { commonResponses },
);

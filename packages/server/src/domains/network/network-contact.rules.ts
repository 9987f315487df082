import type { TContactRow, TShareBackLead } from '@card/contract';

/**
 * A shared-back address-book entry (issue 34) holds no user: the row shows the details the visitor left as its
 * person (name, company and title; no card to open, so phoneIdEcr is empty) beside the lead itself. Both reads of
 * the book (the page statement and the search) show such an entry this one way.
 */
export const leadEntry = (lead: TShareBackLead): Pick<TContactRow, 'person' | 'shareBack'> => ({
  person: { phoneIdEcr: '', name: lead.name, avatarUrl: null, company: lead.company, position: lead.position },
  shareBack: lead,
});

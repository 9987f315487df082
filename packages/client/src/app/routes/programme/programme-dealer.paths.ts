/** Client paths of the programme area's dealer part (issue 18), joined into `paths` through the area's manifest. The first
 *  entries are the part's entries from the programme hub (/programme/index); add the part's other screens below. */
export const programmeDealerPaths = {
  dealerHome: '/dealer/dealerHome',
  custodyIndex: '/dealerCustody/custodyIndex',
  /** Buying the dealer plan (the orders area's order, then its pay screen). */
  openDealer: '/dealer/openDealer',
  /** The dealer's commission records. */
  dealerIndex: '/dealer/index',
  dealerWithdrawal: '/dealer/withdrawal',
  custodyHome: '/dealerCustody/custodyHome',
  searchCustody: '/dealerCustody/searchCustody',
  custodyPosterEdit: '/dealerCustody/custodyPosterEdit',
  /** The custody request screen a custodian's poster QR opens (?custodian=<card id>). */
  custodyRequest: '/dealerCustody/custodyRequest',
  custodyRequestOf: (custodianIdEcr: string) => `/dealerCustody/custodyRequest?custodian=${encodeURIComponent(custodianIdEcr)}`,
  /** The custodian edits a custodial card's basic info (?id=<custody id>). */
  custodyCard: '/dealerCustody/custodyCard',
  custodyCardOf: (custodyId: string) => `/dealerCustody/custodyCard?id=${encodeURIComponent(custodyId)}`,
  /** Customer service's custody list (disconnecting). */
  custodyAgent: '/dealerCustody/custodyAgent',
};

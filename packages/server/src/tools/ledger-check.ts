// `npm run ledger:check`: proves over the whole database (DATABASE_URL, else data/card.db) that the books balance:
// every journal sums to zero, every account's balance equals the sum of its postings, no user account is below
// zero. Prints the figures and each problem; exits 1 when there is one, so it can run after a deploy or in cron.
import { loadConfig } from '../config';
import { createDb } from '../db';
import { checkLedger, ledgerIsBalanced } from '../core/ledger';

const db = createDb(loadConfig().databaseUrl);
try {
  const [problems, counts] = await Promise.all([checkLedger(db), Promise.all([db.ledgerJournal.count(), db.ledgerPosting.count(), db.ledgerAccount.count()])]);
  console.log(`journals ${counts[0]}, postings ${counts[1]}, accounts ${counts[2]}`);
  if (ledgerIsBalanced(problems)) {
    console.log('ledger balanced: every journal sums to zero and every balance equals its postings');
  } else {
    console.log(JSON.stringify(problems, null, 2));
    console.log('LEDGER NOT BALANCED');
    process.exitCode = 1;
  }
} finally {
  await db.$disconnect();
}

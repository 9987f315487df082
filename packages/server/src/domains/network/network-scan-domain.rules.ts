import type { ScanFields, ScoredFields } from './network-scan.rules';

/**
 * A card's own name printed several times (issue 34): its e-mail's domain, its web host and often its WeChat id carry
 * the same word ("ma.chao@qhlab.com", "www.qhlab.com", "wx_qhlab42"), and OCR misreads one copy at a time ("ghlab" for
 * "qhlab" in a font whose q and g differ by a hook). The copies that differ in one character vote, each with the
 * reading's confidence in its field (1 where unknown): the spelling with the most wins and the e-mail and web address
 * take it. Pure;
 * a card with one copy, copies further apart, or a tie is left as it was.
 */

/** The shortest name compared: shorter ones ("qq", "163") agree or differ by chance. */
const MIN_NAME = 4;

interface Copy {
  field: 'email' | 'website' | 'wechat';
  at: number;
  name: string;
}

/** Characters in which two names of one length differ. */
const differences = (a: string, b: string) => [...a].filter((ch, i) => ch !== b[i]).length;

/** The first label of a host ("qhlab" of qhlab.com.cn) and where it starts in the value. */
function hostName(value: string, start: number): Copy['name'] | null {
  const label = /^[a-z0-9-]+(?=\.)/i.exec(value.slice(start))?.[0];
  return label && label.length >= MIN_NAME ? label : null;
}

/** The e-mail's domain name and the web host's name (after www.), each with where it starts. */
function hostCopies(f: ScanFields): Copy[] {
  const out: Copy[] = [];
  const at = f.email.indexOf('@');
  const mail = at > 0 ? hostName(f.email, at + 1) : null;
  if (mail) out.push({ field: 'email', at: at + 1, name: mail });
  const www = /^www\./i.test(f.website) ? 4 : 0;
  const web = f.website ? hostName(f.website, www) : null;
  if (web) out.push({ field: 'website', at: www, name: web });
  return out;
}

/** The stretch of a WeChat id nearest a host name (at most one character off), if any. */
function wechatCopy(id: string, names: string[]): Copy | null {
  let best: Copy | null = null;
  let bestOff = 2;
  for (const name of names)
    for (let i = 0; i + name.length <= id.length; i++) {
      const part = id.slice(i, i + name.length);
      const off = differences(part, name);
      if (off < bestOff) [best, bestOff] = [{ field: 'wechat', at: i, name: part }, off];
    }
  return best;
}

/** The fields with every copy of the card's name spelt as the surest copies spell it. */
export function agreeOnName(r: ScoredFields): ScoredFields {
  const f = r.fields;
  const hosts = hostCopies(f);
  const wechat =
    hosts.length && f.wechat
      ? wechatCopy(
          f.wechat,
          hosts.map((c) => c.name),
        )
      : null;
  const copies = wechat ? [...hosts, wechat] : hosts;
  const votes = new Map<string, number>();
  for (const c of copies) votes.set(c.name, (votes.get(c.name) ?? 0) + (r.conf[c.field] ?? 1));
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  if (ranked.length < 2 || ranked[0]![1] === ranked[1]![1]) return r;
  const major = ranked[0]![0];
  const fields: ScanFields = { ...f };
  // A WeChat id votes but keeps its spelling: its owner chose it, and it need not spell the domain (on the bench, two
  // right ids were outvoted by wrong e-mails for one wrong id mended: docs/bench.md session 12).
  for (const c of copies)
    if (c.field !== 'wechat' && c.name !== major && c.name.length === major.length && differences(c.name, major) === 1)
      fields[c.field] = f[c.field].slice(0, c.at) + major + f[c.field].slice(c.at + major.length);
  return { fields, conf: r.conf };
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33, names: every file of a server area says its role in one spelling. The documented set is the table under
 * "File names in a server area" in docs/architecture.md; this test reads it from there (one list, not two), so a new
 * role is added by documenting it.
 */
const here = dirname(fileURLToPath(import.meta.url));
const DOMAINS = join(here, '../../src/domains');
const ARCHITECTURE = join(here, '../../../../docs/architecture.md');

/** Files another change owns, kept under their names until it lands (none now); each must still break the rule. */
const OWNED_ELSEWHERE: Record<string, string> = {};

function documentedRoles(): Map<string, string> {
  const doc = readFileSync(ARCHITECTURE, 'utf8');
  const section = doc.split('## File names in a server area')[1]?.split('\n## ')[0] ?? '';
  const rows = [...section.matchAll(/^\| `\.([a-z]+)` \| (.+) \|$/gm)];
  return new Map(rows.map((m) => [m[1]!, m[2]!]));
}

function domainFiles(dir = DOMAINS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? domainFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [relative(DOMAINS, join(dir, e.name))] : []));
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A word read as a role whatever its number: `line`, `lines` and `view`, `views` are one role each. */
const stem = (w: string) => w.replace(/s$/, '');

/** What is wrong with a file's name, or null: the name without `.ts` (and `.test`) is `<kebab>` or `<kebab>.<role>`. */
function nameProblem(file: string, roles: Map<string, string>): string | null {
  const name = basename(file, '.ts').replace(/\.test$/, '');
  if (name === 'index') return null;
  const [base = '', role, ...more] = name.split('.');
  if (more.length > 0) return 'more than one dot suffix';
  if (!KEBAB.test(base)) return 'not kebab-case';
  if (role !== undefined) return roles.has(role) ? null : `role .${role} is not in the documented set`;
  const last = base.split('-').at(-1)!;
  const spelt = [...roles.keys()].find((r) => stem(r) === stem(last));
  return spelt ? `a second spelling of .${spelt}` : null;
}

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A router file's exported name: the area's router (`s.router(contract.<key>, ...)`) is `<area>Router`; a part's
 * handlers are `<area><Part>Handlers`, named after the file. The file itself starts with its folder's name.
 */
function routerProblem(file: string): string | null {
  const folder = basename(dirname(file));
  const name = basename(file, '.router.ts');
  if (name !== folder && !name.startsWith(`${folder}-`)) return `not named after its folder (${folder}-<part>.router.ts)`;
  const text = readFileSync(join(DOMAINS, file), 'utf8');
  const exported = [...text.matchAll(/^export (?:async )?function (\w+)/gm)].map((m) => m[1]!);
  const expected = /s\.router\(contract\.\w+/.test(text) ? `${camel(folder)}Router` : `${camel(name)}Handlers`;
  return exported.some((e) => e.toLowerCase() === expected.toLowerCase()) ? null : `exports ${exported.join(', ')}, not ${expected}`;
}

describe('file roles in server areas: one documented set, one spelling each', () => {
  const roles = documentedRoles();
  const files = domainFiles();

  it('the documented set is read from docs/architecture.md, a sentence for each role', () => {
    expect([...roles.keys()]).toEqual(expect.arrayContaining(['area', 'router', 'service', 'repository', 'rules']));
    for (const [role, sentence] of roles) expect(sentence.length, role).toBeGreaterThan(20);
  });

  it('every domain file has a documented role in its one spelling, or is a plain part', () => {
    const wrong = files
      .filter((f) => !(f in OWNED_ELSEWHERE))
      .flatMap((f) => {
        const problem = nameProblem(f, roles);
        return problem ? [`${f}: ${problem}`] : [];
      });
    expect(wrong).toEqual([]);
  });

  it('part routers are named one way: <area>-<part>.router.ts exporting <area><Part>Handlers', () => {
    const wrong = files
      .filter((f) => f.endsWith('.router.ts'))
      .flatMap((f) => {
        const problem = routerProblem(f);
        return problem ? [`${f}: ${problem}`] : [];
      });
    expect(wrong).toEqual([]);
  });

  it('catches the spellings it is for', () => {
    expect(nameProblem('circle/circle-views.ts', roles)).toBe('a second spelling of .views');
    expect(nameProblem('shop/shop-goods-line.ts', roles)).toBe('a second spelling of .lines');
    expect(nameProblem('sms/sms-pack.line.ts', roles)).toBe('role .line is not in the documented set');
    expect(nameProblem('share/card-page.wechat.ts', roles)).toBe('role .wechat is not in the documented set');
    expect(nameProblem('circle/circleViews.ts', roles)).toBe('not kebab-case');
    expect(nameProblem('circle/circle.rules.test.ts', roles)).toBeNull();
    expect(nameProblem('circle/circle-manage-shared.ts', roles)).toBeNull();
  });

  it('the files owned elsewhere still exist and still need their exception (drop them from the list once renamed)', () => {
    for (const f of Object.keys(OWNED_ELSEWHERE)) {
      expect(existsSync(join(DOMAINS, f)), f).toBe(true);
      expect(nameProblem(f, roles), f).not.toBeNull();
    }
  });
});

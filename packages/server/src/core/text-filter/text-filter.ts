import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { perApp } from '../../lib/per-app';
import { buildMatcher, type Matcher } from './automaton';

/**
 * The sensitive-word filter every area uses for text users publish (circle bulletins and comments first). The
 * automaton is built once per app from the SensitiveWord rows and rebuilt when the list changes: each check reads the
 * list's version (row count and largest word, one cheap aggregate), so an operator's edit takes effect at once
 * without a restart. Concurrent rebuilds collapse into one.
 */
interface Cached {
  version: string;
  matcher: Matcher;
}

const cacheOf = perApp(() => ({ current: null as Cached | null, building: null as Promise<Cached> | null }));

async function versionOf(ctx: AppContext) {
  const a = await ctx.db.sensitiveWord.aggregate({ _count: { _all: true }, _max: { word: true }, _min: { word: true } });
  return `${a._count._all}:${a._min.word ?? ''}:${a._max.word ?? ''}`;
}

async function matcherOf(ctx: AppContext): Promise<Matcher> {
  const cache = cacheOf(ctx);
  const version = await versionOf(ctx);
  if (cache.current?.version === version) return cache.current.matcher;
  cache.building ??= (async () => {
    const rows = await ctx.db.sensitiveWord.findMany({ select: { word: true } });
    return { version, matcher: buildMatcher(rows.map((r) => r.word)) };
  })().finally(() => {
    cache.building = null;
  });
  cache.current = await cache.building;
  return cache.current.matcher;
}

export function textFilter(ctx: AppContext) {
  /** The sensitive words in `text` (each once). */
  const findIn = async (text: string) => (await matcherOf(ctx)).find(text);
  return {
    findIn,
    /** Refuses text holding a sensitive word: SENSITIVE_WORDS naming `field`. */
    async assertClean(text: string, field: string) {
      if ((await findIn(text)).length > 0) throw new DomainError('SENSITIVE_WORDS', { field });
    },
  };
}

/** One outside service the server needs: the database, Redis, the object store. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

/** A check that has not answered by then counts as failed: a probe must answer even when a service hangs. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * Runs every check at once. Answers each service's state only (`ok` or `failed`): the reason goes to the log, never
 * to the caller (a probe is reachable from outside and an error message can name hosts or credentials).
 */
export async function readinessOf(checks: ReadinessCheck[], onFailure: (name: string, err: unknown) => void) {
  const states = await Promise.all(
    checks.map(async ({ name, check }) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, 'ok'] as const;
      } catch (err) {
        onFailure(name, err);
        return [name, 'failed'] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { ready: states.every(([, state]) => state === 'ok'), checks: Object.fromEntries(states) as Record<string, 'ok' | 'failed'> };
}

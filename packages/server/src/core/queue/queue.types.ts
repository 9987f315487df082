/** A task as its handler sees it, and a handler: apart from index.ts so its executor and dispatchers name them without importing it. */
export interface TaskRun<P> {
  id: string;
  payload: P;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the try runs past the handler's `timeoutMs` or the worker stops: kill child processes on it. */
  signal: AbortSignal;
  /** Reports progress (0-100) on the task row; cheap to call often (written at most every ~half second). */
  progress: (pct: number) => Promise<void>;
}

export interface QueueHandler<P = unknown> {
  queue: string;
  /** Tries run at once in one process (the bound on concurrent work per instance). */
  concurrency: number;
  /** How long a claim holds without renewal; renewed every third of it while the try runs. */
  leaseMs: number;
  /** A try that takes longer is aborted and counted as failed. */
  timeoutMs: number;
  run: (task: TaskRun<P>) => Promise<void>;
  /** The task failed for good (its last try, or a permanent failure): the owning area records what the user sees. */
  onFailed: (task: TaskRun<P>, error: unknown) => Promise<void>;
}

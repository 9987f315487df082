import type { Engine } from '../db';

/** The direct driver's interface, apart from its two engines' implementations (direct-sql.ts, direct-sql-postgres.ts) that both name it. */
export interface DirectSql extends DirectReader {
  /** Runs the statements in one transaction, off the server's thread, after the writes called before; answers the rows each one changed. */
  write(statements: Statement[]): Promise<number[]>;
  close(): Promise<void>;
}
/** A read of committed rows, in the SQL of `engine`. */
export interface DirectReader {
  readonly engine: Engine;
  read<R>(sql: string, args: SqlArgs): Promise<R[]>;
}
export interface Statement {
  sql: string;
  args: SqlArgs;
}
export type SqlArgs = (string | number | bigint | boolean | null)[];

// What a compiled request carries to execution: the statement and everything needed to turn
// its one result row into PostgREST's response (status, Content-Range, checks that roll back).
import type { Media } from './parse-headers';

export type RequestKind = 'read' | 'insert' | 'update' | 'delete' | 'rpc';

export interface Prepared {
  kind: RequestKind;
  text: string;
  values: unknown[];
  readOnly: boolean;
  media: Media;
  /** HEAD: no body. */
  head: boolean;
  /** Offset of the first row, for Content-Range. */
  offset: number;
  count?: 'exact' | 'planned' | 'estimated';
  /** db-max-rows, where count=estimated switches from exact to planned. */
  maxRows: number;
  /** EXPLAIN of the count query, for planned/estimated counts. */
  explain?: { text: string; values: unknown[] };
  /** Whether the body carries rows (return=representation, reads). */
  representation: boolean;
  /** return=headers-only on insert: build Location from these primary-key columns. */
  location?: { table: string; pk: string[] };
  /** RPC returning void: 204. */
  noContent?: boolean;
  /** Prefer: handling=strict with max-affected=N. */
  maxAffected?: number;
  applied: string[];
  /** Echoed in Content-Profile/Content-Location style headers when not the default schema. */
  schema?: string;
  /**
   * POST /rpc with named arguments: the index in `values` of the JSON body. The statement
   * depends only on the argument names, so a cached one is reused with the new body there.
   */
  rpcBodyIndex?: number;
}

// What the query-string parsers produce: PostgREST's request grammar as plain data, before it
// is checked against the schema cache.

export interface JsonStep {
  arrow: '->' | '->>';
  /** A key, or an array index (digits with an optional leading minus) when `index`. */
  key: string;
  index: boolean;
}

/** A column, optionally followed by a JSON path: `meta->tags->>0`. */
export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: FieldRef; alias?: string; cast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      join?: 'inner' | 'left';
      /** `...rel(cols)`: the embedded columns are spread into the parent object. */
      spread: boolean;
      children: SelectItem[];
    };

export type SimpleOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj'
  | 'isdistinct';

export type FtsOp = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type Operation =
  | { kind: 'op'; op: SimpleOp; value: string; quant?: 'any' | 'all' }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; op: FtsOp; lang?: string; value: string };

export interface Filter {
  field: FieldRef;
  negated: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; op: 'and' | 'or'; negated: boolean; children: LogicTree[] };

export interface OrderTerm {
  field: FieldRef;
  /** `order=rel(col)`: ordering by a column of a to-one embedded resource. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

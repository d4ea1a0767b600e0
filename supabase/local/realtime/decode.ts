// Decoding of the messages the built-in `pgoutput` plugin sends (logical replication protocol
// version 1), as described in PostgreSQL's "Logical Replication Message Formats". Values stay in
// their text form here; `values.ts` turns them into JSON the way Supabase Realtime does.

/** One column of a tuple: `null`, a TOASTed value the update did not change, or its text form. */
export type Cell = { kind: 'null' } | { kind: 'unchanged' } | { kind: 'text'; value: string };

export interface RelationColumn {
  name: string;
  typeOid: number;
  typeMod: number;
  /** Part of the replica identity (every column under REPLICA IDENTITY FULL). */
  isKey: boolean;
}

export interface RelationMessage {
  tag: 'relation';
  relid: number;
  schema: string;
  table: string;
  /** pg_class.relreplident: d(efault), n(othing), f(ull), i(ndex). */
  replicaIdentity: string;
  columns: RelationColumn[];
}

export interface BeginMessage {
  tag: 'begin';
  finalLsn: bigint;
  /** Commit time in milliseconds since the Unix epoch. */
  commitTime: number;
  xid: number;
}

export interface CommitMessage {
  tag: 'commit';
  commitLsn: bigint;
  endLsn: bigint;
  commitTime: number;
}

export interface InsertMessage {
  tag: 'insert';
  relid: number;
  newTuple: Cell[];
}

export interface UpdateMessage {
  tag: 'update';
  relid: number;
  /** 'K': only the replica-identity columns are meaningful; 'O': the whole old row. */
  oldKind: 'K' | 'O' | null;
  oldTuple: Cell[] | null;
  newTuple: Cell[];
}

export interface DeleteMessage {
  tag: 'delete';
  relid: number;
  oldKind: 'K' | 'O';
  oldTuple: Cell[];
}

export interface OtherMessage {
  /** Type, Origin, Truncate, logical decoding Message: nothing Realtime delivers. */
  tag: 'other';
  code: string;
}

export type PgOutputMessage =
  | RelationMessage
  | BeginMessage
  | CommitMessage
  | InsertMessage
  | UpdateMessage
  | DeleteMessage
  | OtherMessage;

// PostgreSQL timestamps count microseconds from 2000-01-01 00:00:00 UTC.
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);

export function pgTimestampToMs(micros: bigint): number {
  return PG_EPOCH_MS + Number(micros / 1000n);
}

class Reader {
  private offset = 0;
  constructor(private readonly buf: Buffer) {}

  byte(): string {
    return String.fromCharCode(this.buf.readUInt8(this.offset++));
  }
  int8(): number {
    return this.buf.readInt8(this.offset++);
  }
  int16(): number {
    const v = this.buf.readInt16BE(this.offset);
    this.offset += 2;
    return v;
  }
  int32(): number {
    const v = this.buf.readInt32BE(this.offset);
    this.offset += 4;
    return v;
  }
  uint32(): number {
    const v = this.buf.readUInt32BE(this.offset);
    this.offset += 4;
    return v;
  }
  int64(): bigint {
    const v = this.buf.readBigInt64BE(this.offset);
    this.offset += 8;
    return v;
  }
  uint64(): bigint {
    const v = this.buf.readBigUInt64BE(this.offset);
    this.offset += 8;
    return v;
  }
  /** A NUL-terminated UTF-8 string. */
  cstring(): string {
    const end = this.buf.indexOf(0, this.offset);
    if (end < 0) throw new Error('pgoutput: unterminated string');
    const s = this.buf.toString('utf8', this.offset, end);
    this.offset = end + 1;
    return s;
  }
  bytes(n: number): Buffer {
    const b = this.buf.subarray(this.offset, this.offset + n);
    this.offset += n;
    return b;
  }
  tuple(): Cell[] {
    const count = this.int16();
    const cells: Cell[] = [];
    for (let i = 0; i < count; i++) {
      const kind = this.byte();
      if (kind === 'n') cells.push({ kind: 'null' });
      else if (kind === 'u') cells.push({ kind: 'unchanged' });
      else if (kind === 't') {
        const len = this.int32();
        cells.push({ kind: 'text', value: this.bytes(len).toString('utf8') });
      } else {
        // 'b' (binary) only appears when the binary option is requested, which we never do.
        throw new Error(`pgoutput: unsupported tuple column kind ${JSON.stringify(kind)}`);
      }
    }
    return cells;
  }
}

export function decodePgOutput(buf: Buffer): PgOutputMessage {
  const r = new Reader(buf);
  const code = r.byte();
  switch (code) {
    case 'B': {
      const finalLsn = r.uint64();
      const commitTime = pgTimestampToMs(r.int64());
      return { tag: 'begin', finalLsn, commitTime, xid: r.uint32() };
    }
    case 'C': {
      r.int8(); // flags, unused
      const commitLsn = r.uint64();
      const endLsn = r.uint64();
      return { tag: 'commit', commitLsn, endLsn, commitTime: pgTimestampToMs(r.int64()) };
    }
    case 'R': {
      const relid = r.uint32();
      // pgoutput sends an empty namespace for pg_catalog.
      const schema = r.cstring() || 'pg_catalog';
      const table = r.cstring();
      const replicaIdentity = r.byte();
      const count = r.int16();
      const columns: RelationColumn[] = [];
      for (let i = 0; i < count; i++) {
        const flags = r.int8();
        const name = r.cstring();
        const typeOid = r.uint32();
        const typeMod = r.int32();
        columns.push({ name, typeOid, typeMod, isKey: (flags & 1) === 1 });
      }
      return { tag: 'relation', relid, schema, table, replicaIdentity, columns };
    }
    case 'I': {
      const relid = r.uint32();
      r.byte(); // 'N'
      return { tag: 'insert', relid, newTuple: r.tuple() };
    }
    case 'U': {
      const relid = r.uint32();
      const marker = r.byte();
      let oldKind: 'K' | 'O' | null = null;
      let oldTuple: Cell[] | null = null;
      if (marker === 'K' || marker === 'O') {
        oldKind = marker;
        oldTuple = r.tuple();
        r.byte(); // 'N'
      }
      return { tag: 'update', relid, oldKind, oldTuple, newTuple: r.tuple() };
    }
    case 'D': {
      const relid = r.uint32();
      const oldKind = r.byte() === 'O' ? 'O' : 'K';
      return { tag: 'delete', relid, oldKind, oldTuple: r.tuple() };
    }
    default:
      return { tag: 'other', code };
  }
}

/** "0/16B3748" → bigint, and back: the textual LSN form the replication commands use. */
export function parseLsn(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

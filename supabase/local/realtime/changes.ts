// The change feed: consumes pgoutput messages strictly in WAL order, turns each row change into
// the payload Supabase Realtime sends, and hands it to every matching subscription whose
// subscriber passes the RLS check. One change is fully dispatched before the next starts, so
// each channel sees changes in commit order; sending never waits on a client (see socket.ts).
import type { Identity } from './auth';
import {
  decodePgOutput,
  type Cell,
  type DeleteMessage,
  type InsertMessage,
  type RelationMessage,
  type UpdateMessage,
} from './decode';
import { matchesFilters } from './filters';
import type { RlsChecker, TableAccess } from './rls-check';
import type { ChangeEvent, Subscriber, SubscriptionRegistry } from './subscriptions';
import type { TypeCache } from './types';
import { toJsonValue } from './values';

type Row = Map<string, string | null>;

export interface ChangeFeedDeps {
  registry: SubscriptionRegistry;
  checker: RlsChecker;
  types: TypeCache;
  log: (line: string) => void;
  /** Everything up to this LSN has been dispatched (safe to confirm to the server). */
  onProcessed: (lsn: bigint) => void;
}

export class ChangeFeed {
  private readonly relations = new Map<number, RelationMessage>();
  private readonly queue: Buffer[] = [];
  private draining = false;
  private commitTime = Date.now();

  constructor(private readonly deps: ChangeFeedDeps) {}

  /** Nothing received is waiting to be dispatched. */
  get idle(): boolean {
    return !this.draining && this.queue.length === 0;
  }

  push(message: Buffer): void {
    this.queue.push(message);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        try {
          await this.handle(next);
        } catch (err) {
          this.deps.log(
            `[realtime] could not dispatch a change: ${(err as Error).stack ?? String(err)}`,
          );
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async handle(buf: Buffer): Promise<void> {
    const msg = decodePgOutput(buf);
    switch (msg.tag) {
      case 'relation':
        // Sent before a table's first change and again after its definition changes.
        this.relations.set(msg.relid, msg);
        this.deps.checker.invalidate(msg.relid);
        await this.deps.types.ensure(msg.columns.map((c) => c.typeOid));
        return;
      case 'begin':
        this.commitTime = msg.commitTime;
        return;
      case 'commit':
        this.deps.onProcessed(msg.endLsn);
        return;
      case 'insert':
      case 'update':
      case 'delete':
        await this.dispatch(msg);
        return;
      default:
        return; // truncate, type, origin: Realtime does not deliver them either
    }
  }

  private async dispatch(msg: InsertMessage | UpdateMessage | DeleteMessage): Promise<void> {
    const rel = this.relations.get(msg.relid);
    if (!rel) return;
    const type: ChangeEvent =
      msg.tag === 'insert' ? 'INSERT' : msg.tag === 'update' ? 'UPDATE' : 'DELETE';
    const candidates = this.deps.registry.match(rel.schema, rel.table, type);
    if (candidates.length === 0) return;

    const oldRow =
      msg.tag !== 'insert' && msg.oldTuple ? toRow(rel, msg.oldTuple, msg.oldKind === 'K') : null;
    const newRow = msg.tag === 'delete' ? null : toRow(rel, msg.newTuple, false);
    // An UPDATE leaves unchanged TOASTed values out; the old row has them under REPLICA IDENTITY FULL.
    if (newRow && oldRow) for (const [k, v] of oldRow) if (!newRow.has(k)) newRow.set(k, v);
    const subject = (type === 'DELETE' ? oldRow : newRow) ?? new Map();

    const typeOf = new Map(rel.columns.map((c) => [c.name, c.typeOid]));
    const lookup = this.deps.types.lookup;
    const ids = new Map<Subscriber, number[]>();
    for (const sub of candidates) {
      const pass = matchesFilters(
        sub.filters,
        (name) => {
          const typeOid = typeOf.get(name);
          return typeOid === undefined
            ? undefined
            : { value: subject.has(name) ? subject.get(name) : undefined, typeOid };
        },
        lookup,
      );
      if (!pass) continue;
      const list = ids.get(sub.subscriber) ?? [];
      if (!list.includes(sub.id)) list.push(sub.id);
      ids.set(sub.subscriber, list);
    }
    if (ids.size === 0) return;

    // Subscribers acting with the same role and claims get one check between them.
    const groups = new Map<string, { identity: Identity; subscribers: Subscriber[] }>();
    for (const subscriber of ids.keys()) {
      const { identity } = subscriber;
      const group = groups.get(identity.key) ?? { identity, subscribers: [] };
      group.subscribers.push(subscriber);
      groups.set(identity.key, group);
    }

    const payloads = new Map<string, unknown>();
    const base = {
      schema: rel.schema,
      table: rel.table,
      commit_timestamp: new Date(this.commitTime).toISOString(),
      type,
      errors: null,
    };
    await Promise.all(
      [...groups.values()].map(async ({ identity, subscribers }) => {
        const access = await this.deps.checker.access(rel.relid, identity.role);
        if (!(await this.deps.checker.visible(access, identity, subject))) return;
        let data = payloads.get(identity.role);
        if (!data) {
          data = { ...base, ...this.records(type, access, typeOf, newRow, oldRow) };
          payloads.set(identity.role, data);
        }
        for (const s of subscribers) s.sendChange(ids.get(s)!, data);
      }),
    );
  }

  /** `columns`, `record` and `old_record` as the role may see them. */
  private records(
    type: ChangeEvent,
    access: TableAccess,
    typeOf: Map<string, number>,
    newRow: Row | null,
    oldRow: Row | null,
  ): Record<string, unknown> {
    const selectable = access.attributes.filter((a) => a.selectable);
    const toJson = (row: Row, only?: string[]) => {
      const out: Record<string, unknown> = {};
      for (const a of selectable) {
        if (!row.has(a.name) || (only && !only.includes(a.name))) continue;
        out[a.name] = toJsonValue(
          row.get(a.name) ?? null,
          typeOf.get(a.name) ?? 0,
          this.deps.types.lookup,
        );
      }
      return out;
    };
    const out: Record<string, unknown> = {
      columns: selectable.map(({ name, type: t }) => ({ name, type: t })),
    };
    if (type !== 'DELETE' && newRow) out.record = toJson(newRow);
    if (type === 'UPDATE') out.old_record = oldRow ? toJson(oldRow) : null;
    // With RLS on, Realtime only ever reveals the primary key of a deleted row.
    if (type === 'DELETE' && oldRow) {
      out.old_record = toJson(oldRow, access.rlsEnabled ? access.primaryKey : undefined);
    }
    return out;
  }
}

/** The columns a tuple really carries: a key-only tuple's other columns are placeholders. */
function toRow(rel: RelationMessage, cells: Cell[], keyOnly: boolean): Row {
  const row: Row = new Map();
  rel.columns.forEach((col, i) => {
    const cell = cells[i];
    if (!cell || cell.kind === 'unchanged' || (keyOnly && !col.isKey)) return;
    row.set(col.name, cell.kind === 'null' ? null : cell.value);
  });
  return row;
}

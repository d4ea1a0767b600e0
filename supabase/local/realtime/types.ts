// The part of pg_type that value conversion needs, loaded on demand for the column types the
// replication stream mentions (and their element and base types). Type OIDs never change
// meaning, so entries are kept for the life of the service.
import type pg from 'pg';
import type { TypeInfo, TypeLookup } from './values';

interface TypeRow {
  oid: number;
  typname: string;
  typcategory: string;
  typelem: number;
  typbasetype: number;
  typdelim: string;
}

export class TypeCache {
  private readonly types = new Map<number, TypeInfo>();

  constructor(private readonly admin: pg.Pool) {}

  readonly lookup: TypeLookup = (oid) => this.types.get(oid);

  /** Loads every OID not known yet, then the element and base types they point to. */
  async ensure(oids: Iterable<number>): Promise<void> {
    let missing = [...new Set(oids)].filter((oid) => oid && !this.types.has(oid));
    for (let round = 0; missing.length > 0 && round < 8; round++) {
      const { rows } = await this.admin.query<TypeRow>(
        `select oid::int as oid, typname, typcategory, typelem::int as typelem,
                typbasetype::int as typbasetype, typdelim
           from pg_type where oid = any($1::oid[])`,
        [missing],
      );
      const next: number[] = [];
      for (const r of rows) {
        this.types.set(r.oid, {
          oid: r.oid,
          name: r.typname,
          category: r.typcategory,
          elem: r.typelem,
          base: r.typbasetype,
          delim: r.typdelim,
        });
        for (const dep of [r.typelem, r.typbasetype])
          if (dep && !this.types.has(dep)) next.push(dep);
      }
      missing = next;
    }
  }
}

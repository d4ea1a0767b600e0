import { describe, expect, it } from 'vitest';
import { decodePgOutput, formatLsn, parseLsn } from './decode';
import { matchesFilters, parseFilters, FilterError } from './filters';
import { parseArrayLiteral, rowLiteral, toJsonValue, type TypeInfo } from './values';

const t = (oid: number, name: string, category: string, elem = 0, base = 0): TypeInfo => ({
  oid,
  name,
  category,
  elem,
  base,
  delim: ',',
});
const catalog = new Map<number, TypeInfo>(
  [
    t(16, 'bool', 'B'),
    t(20, 'int8', 'N'),
    t(23, 'int4', 'N'),
    t(25, 'text', 'S'),
    t(1700, 'numeric', 'N'),
    t(3802, 'jsonb', 'U'),
    t(1184, 'timestamptz', 'D'),
    t(1114, 'timestamp', 'D'),
    t(1082, 'date', 'D'),
    t(2950, 'uuid', 'U'),
    t(1009, '_text', 'A', 25),
    t(1007, '_int4', 'A', 23),
    t(90001, 'positive_int', 'N', 0, 23),
  ].map((i) => [i.oid, i]),
);
const types = (oid: number) => catalog.get(oid);

describe('toJsonValue (what to_jsonb would give Realtime)', () => {
  it('types scalars', () => {
    expect(toJsonValue('t', 16, types)).toBe(true);
    expect(toJsonValue('9007199254740991', 20, types)).toBe(9007199254740991);
    expect(toJsonValue('12.50', 1700, types)).toBe(12.5);
    expect(toJsonValue('NaN', 1700, types)).toBe('NaN');
    expect(toJsonValue('7', 90001, types)).toBe(7); // a domain over int4
    expect(toJsonValue('{"a": [1, null]}', 3802, types)).toEqual({ a: [1, null] });
    expect(toJsonValue(null, 25, types)).toBeNull();
    expect(toJsonValue('hola', 25, types)).toBe('hola');
  });

  it('prints timestamps in ISO 8601 with a T and a full offset', () => {
    expect(toJsonValue('2024-03-04 05:06:07.123456+00', 1184, types)).toBe(
      '2024-03-04T05:06:07.123456+00:00',
    );
    expect(toJsonValue('2024-03-04 05:06:07+05:30', 1184, types)).toBe('2024-03-04T05:06:07+05:30');
    expect(toJsonValue('2024-03-04 05:06:07', 1114, types)).toBe('2024-03-04T05:06:07');
    expect(toJsonValue('infinity', 1184, types)).toBe('infinity');
    expect(toJsonValue('2024-03-04', 1082, types)).toBe('2024-03-04');
  });

  it('parses arrays, quoted elements, NULL and nesting', () => {
    expect(toJsonValue('{a,"b c","d\\"e",NULL,"NULL"}', 1009, types)).toEqual([
      'a',
      'b c',
      'd"e',
      null,
      'NULL',
    ]);
    expect(toJsonValue('{{1,2},{3,4}}', 1007, types)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(toJsonValue('{}', 1009, types)).toEqual([]);
    expect(parseArrayLiteral('[0:1]={x,y}')).toEqual(['x', 'y']);
  });

  it('writes row literals that record input reads back', () => {
    expect(rowLiteral(['1', null, 'a "b" \\ c', ''])).toBe('("1",,"a \\"b\\" \\\\ c","")');
  });
});

describe('filters', () => {
  const row: Record<string, [string | null, number]> = {
    id: ['42', 20],
    org_id: ['6f1c2a4e-0000-4000-8000-000000000001', 2950],
    name: ['Escritura, 1', 25],
    due: ['2024-03-04', 1082],
    at: ['2024-03-04 10:00:00+00', 1184],
    done: ['f', 16],
    gone: [null, 25],
  };
  const match = (filter: string) =>
    matchesFilters(
      parseFilters(filter),
      (name) => (row[name] ? { value: row[name][0], typeOid: row[name][1] } : undefined),
      types,
    );

  it('compares as the column type', () => {
    expect(match('id=eq.42')).toBe(true);
    expect(match('id=gt.5')).toBe(true); // numerically, not as text
    expect(match('id=lte.41')).toBe(false);
    expect(match('org_id=eq.6F1C2A4E-0000-4000-8000-000000000001')).toBe(true);
    expect(match('due=gte.2024-03-04')).toBe(true);
    expect(match('at=lt.2024-03-04T10:00:01Z')).toBe(true);
    expect(match('done=eq.false')).toBe(true);
    expect(match('name=neq.otro')).toBe(true);
  });

  it('handles in lists, quotes, negation, is and several filters', () => {
    expect(match('id=in.(1,42,3)')).toBe(true);
    expect(match('name=in.("Escritura, 1",x)')).toBe(true);
    expect(match('name=eq."Escritura, 1"')).toBe(true);
    expect(match('id=not.in.(42)')).toBe(false);
    expect(match('gone=is.null')).toBe(true);
    expect(match('name=like.Escri%')).toBe(true);
    expect(match('name=ilike.escri%')).toBe(true);
    expect(match('id=eq.42,name=eq.otro')).toBe(false);
  });

  it('never matches NULL or a column the record lacks', () => {
    expect(match('gone=eq.x')).toBe(false);
    expect(match('gone=neq.x')).toBe(false);
    expect(match('missing=eq.1')).toBe(false);
  });

  it('rejects what Realtime rejects', () => {
    expect(() => parseFilters('id=foo.1')).toThrow(FilterError);
    expect(() => parseFilters('undefined')).toThrow(FilterError);
    expect(() => parseFilters('id=in.1,2')).toThrow(/parentheses/);
    expect(parseFilters('  ')).toEqual([]);
  });
});

describe('pgoutput decoding', () => {
  const cstr = (s: string) => Buffer.concat([Buffer.from(s), Buffer.from([0])]);
  const i16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
  const i32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(n);
    return b;
  };

  it('reads Relation and Insert messages', () => {
    const relation = Buffer.concat([
      Buffer.from('R'),
      i32(16400),
      cstr('public'),
      cstr('notes'),
      Buffer.from('d'),
      i16(2),
      Buffer.from([1]),
      cstr('id'),
      i32(20),
      i32(-1),
      Buffer.from([0]),
      cstr('body'),
      i32(25),
      i32(-1),
    ]);
    expect(decodePgOutput(relation)).toEqual({
      tag: 'relation',
      relid: 16400,
      schema: 'public',
      table: 'notes',
      replicaIdentity: 'd',
      columns: [
        { name: 'id', typeOid: 20, typeMod: -1, isKey: true },
        { name: 'body', typeOid: 25, typeMod: -1, isKey: false },
      ],
    });
    const insert = Buffer.concat([
      Buffer.from('I'),
      i32(16400),
      Buffer.from('N'),
      i16(2),
      Buffer.from('t'),
      i32(1),
      Buffer.from('7'),
      Buffer.from('n'),
    ]);
    expect(decodePgOutput(insert)).toEqual({
      tag: 'insert',
      relid: 16400,
      newTuple: [{ kind: 'text', value: '7' }, { kind: 'null' }],
    });
  });

  it('round-trips LSNs', () => {
    expect(formatLsn(parseLsn('16/B374D848'))).toBe('16/B374D848');
  });
});

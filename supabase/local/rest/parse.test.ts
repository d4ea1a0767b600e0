// Pure tests of the PostgREST query-string grammar and SQL quoting (no database).
import { describe, expect, it } from 'vitest';
import { HttpError } from '../gateway/http';
import {
  hasOperator,
  parseColumns,
  parseFilterValue,
  parseLogic,
  parseOrder,
  parseTreePath,
} from './parse-filter';
import { parseQuery } from './parse-query';
import { parseSelect } from './parse-select';
import { arrayLiteral, ident, literal } from './sql';

function pgrstError(fn: () => unknown): { status: number; body: Record<string, unknown> } {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) {
      return { status: err.status, body: err.body as Record<string, unknown> };
    }
    throw err;
  }
  throw new Error('expected a PostgREST error');
}

describe('select', () => {
  it('parses columns, star, aliases, casts and JSON paths', () => {
    expect(parseSelect('*,id,label:name,budget::text,meta->>key,m:meta->a->0::int')).toEqual([
      { kind: 'star' },
      { kind: 'field', field: { name: 'id', json: [] } },
      { kind: 'field', field: { name: 'name', json: [] }, alias: 'label' },
      { kind: 'field', field: { name: 'budget', json: [] }, cast: 'text' },
      {
        kind: 'field',
        field: { name: 'meta', json: [{ arrow: '->>', key: 'key', index: false }] },
      },
      {
        kind: 'field',
        alias: 'm',
        cast: 'int',
        field: {
          name: 'meta',
          json: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->', key: '0', index: true },
          ],
        },
      },
    ]);
  });

  it('parses embedded resources with aliases, hints, join types, nesting and spreads', () => {
    expect(
      parseSelect('id,owner:orgs!projects_org_id_fkey!inner(name),tasks!left(*,orgs(id))'),
    ).toEqual([
      { kind: 'field', field: { name: 'id', json: [] } },
      {
        kind: 'embed',
        name: 'orgs',
        alias: 'owner',
        hint: 'projects_org_id_fkey',
        join: 'inner',
        spread: false,
        children: [{ kind: 'field', field: { name: 'name', json: [] } }],
      },
      {
        kind: 'embed',
        name: 'tasks',
        join: 'left',
        spread: false,
        children: [
          { kind: 'star' },
          {
            kind: 'embed',
            name: 'orgs',
            spread: false,
            children: [{ kind: 'field', field: { name: 'id', json: [] } }],
          },
        ],
      },
    ]);
    expect(parseSelect('...orgs(name),tasks()')).toEqual([
      {
        kind: 'embed',
        name: 'orgs',
        spread: true,
        children: [{ kind: 'field', field: { name: 'name', json: [] } }],
      },
      { kind: 'embed', name: 'tasks', spread: false, children: [] },
    ]);
  });

  it('keeps quoted names verbatim, including quotes and SQL', () => {
    expect(parseSelect('"my col","a\\"b",x:"drop table t;--"')).toEqual([
      { kind: 'field', field: { name: 'my col', json: [] } },
      { kind: 'field', field: { name: 'a"b', json: [] } },
      { kind: 'field', field: { name: 'drop table t;--', json: [] }, alias: 'x' },
    ]);
  });

  it.each(['count()', 'id,total:budget.sum()', 'x:meta->a.max()'])(
    'refuses aggregates %j with PGRST123, as Supabase leaves them disabled',
    (input) => {
      const { status, body } = pgrstError(() => parseSelect(input));
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
      });
    },
  );

  it('treats an empty select as *', () => {
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
  });

  it.each([
    ['*,(', 3],
    ['id,', 4],
    ['tasks(id', 9],
    ['id)', 3],
    ['name::', 7],
    ['name::text;drop', 11],
    ['a;b', 2],
    ['id,tasks(id))', 13],
  ])('rejects %j with PGRST100 at column %i', (input, column) => {
    const { status, body } = pgrstError(() => parseSelect(input));
    expect(status).toBe(400);
    expect(body.code).toBe('PGRST100');
    expect(body.message).toBe(
      `"failed to parse select parameter (${input})" (line 1, column ${column})`,
    );
    expect(typeof body.details).toBe('string');
  });
});

describe('filters', () => {
  it('parses simple, negated, quantified, is, in and full-text operators', () => {
    expect(parseFilterValue('eq.1.5')).toEqual({
      negated: false,
      operation: { kind: 'op', op: 'eq', value: '1.5' },
    });
    expect(parseFilterValue('not.ilike.*abc*')).toEqual({
      negated: true,
      operation: { kind: 'op', op: 'ilike', value: '*abc*' },
    });
    expect(parseFilterValue('like(any).{a*,b*}')).toEqual({
      negated: false,
      operation: { kind: 'op', op: 'like', value: '{a*,b*}', quant: 'any' },
    });
    expect(parseFilterValue('is.NULL').operation).toEqual({ kind: 'is', value: 'null' });
    expect(parseFilterValue('not.is.true')).toEqual({
      negated: true,
      operation: { kind: 'is', value: 'true' },
    });
    expect(parseFilterValue('in.(1,"a,b","q\\"x",)').operation).toEqual({
      kind: 'in',
      values: ['1', 'a,b', 'q"x', ''],
    });
    expect(parseFilterValue('fts(english).gato & perro').operation).toEqual({
      kind: 'fts',
      op: 'fts',
      lang: 'english',
      value: 'gato & perro',
    });
    expect(parseFilterValue('cs.{"a":1}').operation).toEqual({
      kind: 'op',
      op: 'cs',
      value: '{"a":1}',
    });
  });

  it('keeps injection attempts as plain values', () => {
    expect(parseFilterValue("eq.1'; drop table x; --").operation).toEqual({
      kind: 'op',
      op: 'eq',
      value: "1'; drop table x; --",
    });
  });

  it.each(['eqq.1', 'eq', 'is.maybe', 'in.1,2', 'in.(1,2', 'like(some).x', 'eq;drop.1'])(
    'rejects %j with PGRST100',
    (input) => {
      const { status, body } = pgrstError(() => parseFilterValue(input));
      expect(status).toBe(400);
      expect(body.code).toBe('PGRST100');
      expect(body.message).toContain(`failed to parse filter (${input})`);
    },
  );

  it('names the unknown operator like PostgREST', () => {
    expect(pgrstError(() => parseFilterValue('noop.0')).body.details).toBe(
      'unknown single value operator noop',
    );
  });

  it('parses filter keys with embed paths and JSON paths', () => {
    expect(parseTreePath('tasks.title')).toEqual({
      path: ['tasks'],
      field: { name: 'title', json: [] },
    });
    expect(parseTreePath('meta->>k')).toEqual({
      path: [],
      field: { name: 'meta', json: [{ arrow: '->>', key: 'k', index: false }] },
    });
  });

  it('tells filters from RPC arguments', () => {
    expect(hasOperator('eq.1')).toBe(true);
    expect(hasOperator('not.eq.1')).toBe(true);
    expect(hasOperator('fts(english).x')).toBe(true);
    expect(hasOperator('5')).toBe(false);
    expect(hasOperator('equal')).toBe(false);
  });
});

describe('logic trees', () => {
  it('parses nested or/and with negation and quoted values', () => {
    expect(
      parseLogic('or', '(a.eq.1,and(b.gt.2,c.is.null),not.and(d.in.(1,2),e.eq."x,y"))'),
    ).toEqual({
      path: [],
      tree: {
        kind: 'logic',
        op: 'or',
        negated: false,
        children: [
          {
            kind: 'filter',
            filter: {
              field: { name: 'a', json: [] },
              negated: false,
              operation: { kind: 'op', op: 'eq', value: '1' },
            },
          },
          {
            kind: 'logic',
            op: 'and',
            negated: false,
            children: [
              {
                kind: 'filter',
                filter: {
                  field: { name: 'b', json: [] },
                  negated: false,
                  operation: { kind: 'op', op: 'gt', value: '2' },
                },
              },
              {
                kind: 'filter',
                filter: {
                  field: { name: 'c', json: [] },
                  negated: false,
                  operation: { kind: 'is', value: 'null' },
                },
              },
            ],
          },
          {
            kind: 'logic',
            op: 'and',
            negated: true,
            children: [
              {
                kind: 'filter',
                filter: {
                  field: { name: 'd', json: [] },
                  negated: false,
                  operation: { kind: 'in', values: ['1', '2'] },
                },
              },
              {
                kind: 'filter',
                filter: {
                  field: { name: 'e', json: [] },
                  negated: false,
                  operation: { kind: 'op', op: 'eq', value: 'x,y' },
                },
              },
            ],
          },
        ],
      },
    });
  });

  it('reads embed paths and negation from the key', () => {
    const { path, tree } = parseLogic('tasks.not.or', '(done.is.true,tags.cs.{a,b})');
    expect(path).toEqual(['tasks']);
    expect(tree).toMatchObject({ kind: 'logic', op: 'or', negated: true });
    expect(tree.kind === 'logic' && tree.children[1]).toMatchObject({
      filter: { operation: { kind: 'op', op: 'cs', value: '{a,b}' } },
    });
  });

  it.each(['()', '((((', '(a.eq.1', '(a.eq.1,)', '(id.in.1,2)', '(a.zz.1)'])(
    'rejects %j with PGRST100',
    (input) => {
      const { status, body } = pgrstError(() => parseLogic('or', input));
      expect(status).toBe(400);
      expect(body.code).toBe('PGRST100');
    },
  );
});

describe('order, columns and the query string', () => {
  it('parses order terms with directions, nulls and related orders', () => {
    expect(parseOrder('a.desc.nullslast,b,meta->>k.asc,orgs(name).desc')).toEqual([
      { field: { name: 'a', json: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'b', json: [] } },
      {
        field: { name: 'meta', json: [{ arrow: '->>', key: 'k', index: false }] },
        direction: 'asc',
      },
      { relation: 'orgs', field: { name: 'name', json: [] }, direction: 'desc' },
    ]);
  });

  it.each(['id.ac', 'id.descc', 'id;drop', ';'])('rejects order %j', (input) => {
    expect(pgrstError(() => parseOrder(input)).body.code).toBe('PGRST100');
  });

  it('parses quoted column lists', () => {
    expect(parseColumns('"org_id","name",budget', 'columns parameter')).toEqual([
      'org_id',
      'name',
      'budget',
    ]);
    expect(pgrstError(() => parseColumns('a,(b)', 'columns parameter')).body.code).toBe('PGRST100');
  });

  it('splits a query string into PostgREST parts', () => {
    const parts = parseQuery(
      new URLSearchParams(
        'select=id,tasks(id)&id=gt.1&tasks.done=is.false&or=(a.eq.1,b.eq.2)&tasks.order=id.desc&tasks.limit=2&limit=10&offset=5&on_conflict=id',
      ),
    );
    expect(parts.filters.map((f) => [f.path, f.filter.field.name])).toEqual([
      [[], 'id'],
      [['tasks'], 'done'],
    ]);
    expect(parts.logic).toHaveLength(1);
    expect(parts.order).toEqual([
      { path: ['tasks'], terms: [{ field: { name: 'id', json: [] }, direction: 'desc' }] },
    ]);
    expect(parts.ranges.get('')).toEqual({ limit: 10, offset: 5 });
    expect(parts.ranges.get('tasks')).toEqual({ limit: 2 });
    expect(parts.onConflict).toEqual(['id']);
  });

  it('collects RPC arguments for GET /rpc but parses filters too', () => {
    const parts = parseQuery(new URLSearchParams('a=1&b=x&id=gt.3'), true);
    expect(parts.args).toEqual([
      ['a', '1'],
      ['b', 'x'],
    ]);
    expect(parts.filters).toHaveLength(1);
  });

  it.each(['limit=abc', 'limit=-1', 'offset=1;drop', 'limit=1e3'])(
    'rejects a malformed range %j',
    (qs) => {
      expect(pgrstError(() => parseQuery(new URLSearchParams(qs))).body.code).toBe('PGRST100');
    },
  );
});

describe('SQL quoting', () => {
  it('quotes identifiers so any text stays one identifier', () => {
    expect(ident('projects')).toBe('"projects"');
    expect(ident('a"; drop table x; --')).toBe('"a""; drop table x; --"');
    expect(ident('a\0b')).toBe('"a"');
  });

  it('builds array literals that keep commas, quotes and backslashes inside elements', () => {
    expect(arrayLiteral(['a', 'b,c', 'd"e', 'f\\g'])).toBe('{"a","b,c","d\\"e","f\\\\g"}');
  });

  it('escapes catalog literals', () => {
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('a\\b')).toBe("E'a\\\\b'");
  });
});

import { describe, expect, it } from 'vitest';
import { isAppPath, paths } from './paths';

function allPatterns(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  if ('path' in node && typeof node.path === 'string') return [node.path];
  return Object.values(node).flatMap(allPatterns);
}

describe('paths', () => {
  it('keeps every signed-in route under /app', () => {
    const patterns = allPatterns(paths.app);
    expect(patterns.length).toBeGreaterThan(30);
    for (const pattern of patterns) expect(isAppPath(pattern)).toBe(true);
  });

  it('lists each route pattern once, apart from the dashboard being the /app index', () => {
    const patterns = allPatterns(paths).filter((pattern) => pattern !== '/app');
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('encodes ids in links', () => {
    expect(paths.app.expediente.getHref('a/b c')).toBe('/app/expedientes/a%2Fb%20c');
    expect(paths.sala.getHref('X7K2QP')).toBe('/sala/X7K2QP');
  });

  it('builds query strings only from the values given', () => {
    expect(paths.app.expedientes.getHref()).toBe('/app/expedientes');
    expect(paths.app.expedientes.getHref({ clienteId: '42' })).toBe(
      '/app/expedientes?clienteId=42',
    );
    expect(paths.auth.getHref('/app/tareas?x=1')).toBe('/auth?redirectTo=%2Fapp%2Ftareas%3Fx%3D1');
    expect(paths.cliente.getHref({ token: 'abc', client: 'c 1' })).toBe(
      '/cliente?token=abc&client=c+1',
    );
  });

  it('links landing sections by anchor', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.home.getHref('flows')).toBe('/#flows');
  });
});

describe('isAppPath', () => {
  it('recognises the signed-in area and nothing that merely starts with "app"', () => {
    expect(isAppPath('/app')).toBe(true);
    expect(isAppPath('/app/expedientes/1')).toBe(true);
    expect(isAppPath('/apple')).toBe(false);
    expect(isAppPath('/')).toBe(false);
  });
});

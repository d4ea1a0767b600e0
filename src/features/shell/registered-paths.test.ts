import { describe, expect, it } from 'vitest';
import { registeredPaths } from './registered-paths';

describe('registeredPaths', () => {
  it('resolves index, relative and nested child routes under a base', () => {
    const paths = registeredPaths(
      [
        { index: true },
        { path: 'clientes' },
        { path: 'expedientes', children: [{ index: true }, { path: 'nuevo' }, { path: ':id' }] },
        { path: 'admin/users/' },
        { children: [{ path: 'tareas' }] },
      ],
      '/app',
    );
    expect([...paths].sort()).toEqual([
      '/app',
      '/app/admin/users',
      '/app/clientes',
      '/app/expedientes',
      '/app/expedientes/:id',
      '/app/expedientes/nuevo',
      '/app/tareas',
    ]);
  });

  it('keeps absolute child paths as they are', () => {
    expect([...registeredPaths([{ path: '/app/firmas' }], '/app')]).toEqual(['/app/firmas']);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_REQUESTS_KEY, readDemoRequests, saveDemoRequest } from './demo-requests';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const request = {
  nombre: 'Ana López',
  notaria: 'Notaría 12',
  email: 'ana@notaria12.mx',
  telefono: '5541702288',
  ciudad: 'Puebla',
  mensaje: 'Queremos automatizar compraventas.',
};

describe('demo requests in browser storage', () => {
  it('stores the request with its creation time under the demo-requests key', () => {
    const storage = memoryStorage();
    saveDemoRequest(request, storage, new Date('2024-11-21T10:00:00Z'));
    expect(JSON.parse(storage.getItem(DEMO_REQUESTS_KEY) ?? 'null')).toEqual([
      { ...request, createdAt: '2024-11-21T10:00:00.000Z' },
    ]);
  });

  it('puts the newest request first', () => {
    const storage = memoryStorage();
    saveDemoRequest({ ...request, nombre: 'Primera' }, storage, new Date('2024-01-01T00:00:00Z'));
    saveDemoRequest({ ...request, nombre: 'Segunda' }, storage, new Date('2024-01-02T00:00:00Z'));
    expect(readDemoRequests(storage).map((r) => r.nombre)).toEqual(['Segunda', 'Primera']);
  });

  it('starts a new list over an unreadable one', () => {
    const storage = memoryStorage();
    storage.setItem(DEMO_REQUESTS_KEY, '{no es json');
    saveDemoRequest(request, storage);
    expect(readDemoRequests(storage)).toHaveLength(1);
  });

  it('lets a storage failure reach the caller', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    expect(() => saveDemoRequest(request, storage)).toThrow();
  });
});

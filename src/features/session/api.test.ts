import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropOfficeQueries, fetchOrg, orgQueryKey } from './api';
import type { Office } from './office';
import { readOfficeChoice, storeOfficeChoice } from './office-choice';
import { ensureOrg, fetchOffices } from './office-requests';

vi.mock('./office-requests', () => ({ fetchOffices: vi.fn(), ensureOrg: vi.fn() }));

const A: Office = { orgId: 'org-a', name: 'Notaría A', role: 'owner' };
const B: Office = { orgId: 'org-b', name: 'Notaría B', role: 'admin' };
const USER = 'user-1';

beforeEach(() => {
  vi.mocked(fetchOffices).mockResolvedValue([A, B]);
});

afterEach(() => {
  localStorage.clear();
  vi.resetAllMocks();
});

describe('fetchOrg', () => {
  it('opens the office the user chose last, with every office listed', async () => {
    storeOfficeChoice(USER, 'org-b');
    expect(await fetchOrg(USER)).toEqual({ ...B, offices: [A, B] });
    expect(ensureOrg).not.toHaveBeenCalled();
  });

  it('opens the oldest office when the choice is stale (seat removed) or there is none', async () => {
    storeOfficeChoice(USER, 'org-gone');
    expect((await fetchOrg(USER)).orgId).toBe('org-a');
    localStorage.clear();
    expect((await fetchOrg(USER)).orgId).toBe('org-a');
  });

  it("keeps this tab's office over a choice made in another tab, while the seat stands", async () => {
    storeOfficeChoice(USER, 'org-a');
    expect((await fetchOrg(USER, 'org-b')).orgId).toBe('org-b');
    vi.mocked(fetchOffices).mockResolvedValue([A]);
    expect((await fetchOrg(USER, 'org-b')).orgId).toBe('org-a');
  });

  it('without a seat, takes the office ensure-org answers and stores it as the choice', async () => {
    storeOfficeChoice(USER, 'org-a');
    vi.mocked(fetchOffices).mockResolvedValueOnce([]).mockResolvedValueOnce([A, B]);
    vi.mocked(ensureOrg).mockResolvedValue('org-b');
    expect(await fetchOrg(USER)).toEqual({ ...B, offices: [A, B] });
    expect(readOfficeChoice(USER)).toBe('org-b');
  });

  it('fails when ensure-org answered but no seat shows up, and when ensure-org fails', async () => {
    vi.mocked(fetchOffices).mockResolvedValue([]);
    vi.mocked(ensureOrg).mockResolvedValue('org-a');
    await expect(fetchOrg(USER)).rejects.toThrow('no tienes ninguna notaría activa');
    vi.mocked(ensureOrg).mockRejectedValue(new Error('caída'));
    await expect(fetchOrg(USER)).rejects.toThrow('caída');
  });
});

describe('dropOfficeQueries', () => {
  it("removes every cached query except the session's office list", () => {
    const client = new QueryClient();
    client.setQueryData(orgQueryKey(USER), { orgId: 'org-a' });
    client.setQueryData(['clients', 'list', { orgId: 'org-a' }], []);
    client.setQueryData(['contact_messages'], []);
    dropOfficeQueries(client);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([orgQueryKey(USER)]);
  });
});

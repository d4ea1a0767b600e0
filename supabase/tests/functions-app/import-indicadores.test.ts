// import-indicadores: owners and admins may ask for a Banxico import; without the BANXICO_TOKEN
// secret (as in every test stack: tests never reach the network) it answers 503 and says to
// upload a CSV. Members and other offices are refused first.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, type Office } from '../db/fixtures';
import { clientAs } from '../helpers';
import { call, type ErrorBody, FIRST_CALL_MS } from './support';

let office: Office;
let other: Office;
const body = () => ({ org_id: office.id, tipo: 'udi', desde: '2023-05-01', hasta: '2023-05-31' });

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notaría indicadores'), createOffice('Otra')]);
  await call(clientAs(office.owner), 'import-indicadores', body());
}, FIRST_CALL_MS);

describe('import-indicadores', () => {
  it('answers 503 no_token with the CSV alternative when no token is configured', async () => {
    const res = await call<ErrorBody>(clientAs(office.admin), 'import-indicadores', body());
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('no_token');
    expect(res.body.error).toContain('CSV');
  });

  it('refuses plain members and other offices before anything else', async () => {
    const member = await call<ErrorBody>(clientAs(office.member), 'import-indicadores', body());
    expect(member.status).toBe(403);
    const foreign = await call<ErrorBody>(clientAs(other.owner), 'import-indicadores', body());
    expect(foreign.status).toBe(403);
  });

  it('validates the body', async () => {
    const res = await call<ErrorBody>(clientAs(office.owner), 'import-indicadores', {
      ...body(),
      tipo: 'tipo-de-cambio',
    });
    expect(res.status).toBe(400);
  });
});

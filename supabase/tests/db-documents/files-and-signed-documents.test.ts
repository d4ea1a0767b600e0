// Files in the documents bucket and signed documents, through supabase-js as the app and an
// attacker use them (issue #13, items 2 and 3; migration 20261125110100):
// - only the uploader, owners and admins replace (upsert) or delete an object: an upsert over a
//   colleague's file no longer makes the member its owner, and so no longer lets them delete it;
// - a document becomes firmado only through the signing workflow, and then its file is
//   write-once for everyone through the API, owners included;
// - the app's re-verification compares the downloaded bytes with the recorded checksum and tells
//   a file changed around the API (service-role tampering) apart.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIntegrity } from '../../../src/features/documents/integrity-check';
import { createOffice, type Office } from '../db/fixtures';
import { clientAs, serviceClient, sql, type TestUser } from '../helpers';

const BUCKET = 'documents';
let office: Office;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const file = (text: string) => new Blob([text], { type: 'text/plain' });
const newKey = () => `${office.id}/general/${randomUUID()}.txt`;

async function put(user: TestUser, key: string, text: string, upsert = false) {
  return clientAs(user).storage.from(BUCKET).upload(key, file(text), { upsert });
}

async function stored(key: string): Promise<{ text: string | null; owner: string | null }> {
  const { data } = await serviceClient().storage.from(BUCKET).download(key);
  const [row] = await sql<{ owner_id: string | null }>(
    `select owner_id from storage.objects where bucket_id = $1 and name = $2`,
    [BUCKET, key],
  );
  return { text: data ? await data.text() : null, owner: row?.owner_id ?? null };
}

/** A verified document with a file, uploaded by `user` (the verification as on-upload records it). */
async function documentWithFile(user: TestUser, text: string) {
  const key = newKey();
  expect((await put(user, key, text)).error).toBeNull();
  const { data, error } = await clientAs(user)
    .from('documents')
    .insert({ org_id: office.id, title: 'Escritura', status: 'active', storage_path: key })
    .select('id')
    .single<{ id: string }>();
  expect(error).toBeNull();
  await sql(
    `update public.documents set checksum = $2, upload_status = 'verified', verified_at = now() where id = $1`,
    [data!.id, sha256(text)],
  );
  return { id: data!.id, key };
}

/** The app's signing workflow: prepare_signature_request, then every signer marked signed. */
async function sign(user: TestUser, documentId: string, firmantes = ['Ana']) {
  const db = clientAs(user);
  const { data: request, error } = await db.rpc('prepare_signature_request', {
    p_document_id: documentId,
    p_firmantes: firmantes,
  });
  expect(error).toBeNull();
  return {
    requestId: (request as { id: string }).id,
    signAll: () => signAll(user, (request as { id: string }).id),
  };
}

async function signAll(user: TestUser, requestId: string) {
  const { error } = await clientAs(user)
    .from('signature_signers')
    .update({ signed_at: new Date().toISOString() })
    .eq('signature_request_id', requestId);
  expect(error).toBeNull();
}

const statusOf = async (id: string) =>
  (await sql<{ status: string }>('select status from public.documents where id = $1', [id]))[0]
    ?.status;

beforeAll(async () => {
  office = await createOffice('Archivos');
});

describe("a colleague's file", () => {
  it('cannot be overwritten by a member, so the member cannot become its owner and delete it', async () => {
    const key = newKey();
    expect((await put(office.colleague, key, 'original de la colega')).error).toBeNull();

    const overwrite = await put(office.member, key, 'bytes del atacante', true);
    expect(overwrite.error).not.toBeNull();
    expect(await stored(key)).toEqual({
      text: 'original de la colega',
      owner: office.colleague.id,
    });

    const removed = await clientAs(office.member).storage.from(BUCKET).remove([key]);
    expect(removed.data).toEqual([]);
    expect((await stored(key)).text).toBe('original de la colega');
  });

  it('is replaced by its uploader, an admin or an owner, and deleted by an admin', async () => {
    const key = newKey();
    expect((await put(office.colleague, key, 'v1')).error).toBeNull();
    expect((await put(office.colleague, key, 'v2', true)).error).toBeNull();
    expect((await put(office.admin, key, 'v3', true)).error).toBeNull();
    expect((await put(office.owner, key, 'v4', true)).error).toBeNull();
    expect(await stored(key)).toEqual({ text: 'v4', owner: office.owner.id });
    const removed = await clientAs(office.admin).storage.from(BUCKET).remove([key]);
    expect(removed.data).toHaveLength(1);
    expect((await stored(key)).text).toBeNull();
  });
});

describe('becoming firmado', () => {
  it('is refused to a plain PATCH or insert, owners included', async () => {
    const { id } = await documentWithFile(office.member, 'borrador');
    for (const actor of [office.member, office.owner]) {
      const patch = await clientAs(actor)
        .from('documents')
        .update({ status: 'firmado' })
        .eq('id', id);
      expect(patch.error?.message).toBe(
        'Un documento solo queda firmado cuando se registran todas sus firmas.',
      );
    }
    expect(await statusOf(id)).toBe('active');
    const insert = await clientAs(office.owner)
      .from('documents')
      .insert({ org_id: office.id, title: 'Firmado de mentira', status: 'firmado' });
    expect(insert.error?.code).toBe('42501');
  });

  it('happens when every signer of the request has signed', async () => {
    const { id } = await documentWithFile(office.member, 'escritura');
    const { signAll } = await sign(office.member, id, ['Ana', 'Luis']);
    expect(await statusOf(id)).toBe('active');
    await signAll();
    expect(await statusOf(id)).toBe('firmado');
  });

  it('waits while another request of the same document is still open', async () => {
    const { id } = await documentWithFile(office.member, 'dos solicitudes');
    const first = await sign(office.member, id);
    const second = await sign(office.member, id);
    await first.signAll();
    expect(await statusOf(id)).toBe('active');
    await second.signAll();
    expect(await statusOf(id)).toBe('firmado');
  });
});

describe('a signed document', () => {
  let signed: { id: string; key: string };

  beforeAll(async () => {
    signed = await documentWithFile(office.member, 'escritura firmada');
    await (await sign(office.member, signed.id)).signAll();
    expect(await statusOf(signed.id)).toBe('firmado');
  });

  it('keeps its bytes: nobody overwrites or deletes its file through the API, owners included', async () => {
    for (const actor of [office.member, office.admin, office.owner]) {
      const overwrite = await put(actor, signed.key, 'bytes nuevos', true);
      expect(overwrite.error, actor.email).not.toBeNull();
      const removed = await clientAs(actor).storage.from(BUCKET).remove([signed.key]);
      expect(removed.data, actor.email).toEqual([]);
      const update = await clientAs(actor).storage.from(BUCKET).update(signed.key, file('otra'));
      expect(update.error, actor.email).not.toBeNull();
    }
    expect(await stored(signed.key)).toEqual({
      text: 'escritura firmada',
      owner: office.member.id,
    });
  });

  it('keeps its status, file and content, and its row, through the API', async () => {
    const owner = clientAs(office.owner);
    const changes: Array<Record<string, unknown>> = [
      { status: 'active' },
      { storage_path: newKey() },
      { variables: { nota: 'cambiada' } },
      { file_size: 1 },
    ];
    for (const change of changes) {
      const { error } = await owner.from('documents').update(change).eq('id', signed.id);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }
    const removed = await owner.from('documents').delete().eq('id', signed.id);
    expect(removed.error?.message).toBe('Un documento firmado no puede eliminarse.');
    expect(await statusOf(signed.id)).toBe('firmado');
    // A new title is not a new content.
    const retitle = await owner
      .from('documents')
      .update({ title: 'Escritura 123' })
      .eq('id', signed.id);
    expect(retitle.error).toBeNull();
  });

  it('is re-verified against its checksum: intact, then a mismatch after tampering around the API', async () => {
    const member = clientAs(office.member).storage.from(BUCKET);
    const recorded = sha256('escritura firmada');
    const intact = await member.download(signed.key);
    expect(await checkIntegrity(await intact.data!.arrayBuffer(), recorded)).toMatchObject({
      status: 'match',
    });

    // The service role bypasses the policies (retention paths): here, it stands for tampering.
    const tampered = await serviceClient()
      .storage.from(BUCKET)
      .upload(signed.key, file('escritura alterada'), { upsert: true });
    expect(tampered.error).toBeNull();
    const after = await member.download(signed.key);
    expect(await checkIntegrity(await after.data!.arrayBuffer(), recorded)).toEqual({
      status: 'mismatch',
      expected: recorded,
      actual: sha256('escritura alterada'),
    });
  });
});

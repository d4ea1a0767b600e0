// Storage through supabase-js, as the app uses it: buckets, uploads, downloads, signed URLs,
// listing and removal, bucket limits, organisation isolation by RLS on storage.objects and
// names that try to leave the bucket's folder.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  anonKey,
  apiUrl,
  clientAs,
  createOrg,
  createUser,
  serviceClient,
  serviceRoleKey,
  sql,
  type TestUser,
} from '../helpers';
import { testLocalDir } from '../stack-env';

const BUCKET = 'conformance';
const storageRoot = path.join(testLocalDir, 'storage');

function text(content: string, type = 'text/plain'): Blob {
  return new Blob([content], { type });
}

async function rowCount(name: string): Promise<number> {
  const rows = await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [
    BUCKET,
    name,
  ]);
  return rows.length;
}

/** Sends a request exactly as written (no URL normalisation), e.g. with `..` segments. */
function rawRequest(
  method: string,
  rawPath: string,
  body: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(apiUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        method,
        path: rawPath,
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'text/plain',
        },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let alice: TestUser;
let bob: TestUser;
let orgA: string;
let orgB: string;
let asAlice: ReturnType<typeof clientAs>;
let asBob: ReturnType<typeof clientAs>;

beforeAll(async () => {
  [alice, bob] = await Promise.all([createUser('alice'), createUser('bob')]);
  orgA = (await createOrg([{ user: alice, role: 'owner' }])).id;
  orgB = (await createOrg([{ user: bob, role: 'owner' }])).id;
  asAlice = clientAs(alice);
  asBob = clientAs(bob);
});

describe('storage: objects', () => {
  it('uploads, refuses a second upload of the same name, upserts and downloads', async () => {
    const name = `${orgA}/docs/escritura.txt`;
    const first = await asAlice.storage.from(BUCKET).upload(name, text('primera versión'));
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` });
    expect(first.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await asAlice.storage.from(BUCKET).upload(name, text('otra'));
    expect(again.error).toMatchObject({
      message: 'The resource already exists',
      statusCode: '409',
    });

    const upsert = await asAlice.storage
      .from(BUCKET)
      .upload(name, text('segunda versión'), { upsert: true, cacheControl: '60' });
    expect(upsert.error).toBeNull();

    const download = await asAlice.storage.from(BUCKET).download(name);
    expect(download.error).toBeNull();
    expect(await download.data!.text()).toBe('segunda versión');
    expect(download.data!.type).toBe('text/plain');

    const info = await asAlice.storage.from(BUCKET).info(name);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name,
      bucketId: BUCKET,
      size: Buffer.byteLength('segunda versión'),
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
    });
    expect((await asAlice.storage.from(BUCKET).exists(name)).data).toBe(true);
    expect((await asAlice.storage.from(BUCKET).exists(`${orgA}/docs/none.txt`)).data).toBe(false);

    // The replaced version's bytes are gone: one version file remains on disk.
    const versions = fs.readdirSync(path.join(storageRoot, BUCKET, orgA, 'docs', 'escritura.txt'));
    expect(versions).toHaveLength(1);
  });

  it('keeps user metadata given with the upload', async () => {
    const name = `${orgA}/meta/poder.txt`;
    const up = await asAlice.storage
      .from(BUCKET)
      .upload(name, text('poder notarial'), { metadata: { expediente: 'EXP-2024-001' } });
    expect(up.error).toBeNull();
    const raw = `${orgA}/meta/crudo.txt`;
    await asAlice.storage.from(BUCKET).upload(raw, Buffer.from('x'), {
      contentType: 'text/plain',
      metadata: { origen: 'escáner' },
    });
    expect((await asAlice.storage.from(BUCKET).info(name)).data?.metadata).toEqual({
      expediente: 'EXP-2024-001',
    });
    expect((await asAlice.storage.from(BUCKET).info(raw)).data?.metadata).toEqual({
      origen: 'escáner',
    });
  });

  it('accepts raw bodies with a content type, and update() replaces the bytes', async () => {
    const name = `${orgA}/raw/nota.txt`;
    const up = await asAlice.storage
      .from(BUCKET)
      .upload(name, Buffer.from('cuerpo crudo'), { contentType: 'text/plain;charset=UTF-8' });
    expect(up.error).toBeNull();
    const updated = await asAlice.storage
      .from(BUCKET)
      .update(name, Buffer.from('actualizado'), { contentType: 'text/plain' });
    expect(updated.error).toBeNull();
    const { data } = await asAlice.storage.from(BUCKET).download(name);
    expect(await data!.text()).toBe('actualizado');
  });

  it('lists folders first, then files with their metadata', async () => {
    const base = `${orgA}/lista`;
    for (const file of ['b.txt', 'a.txt', 'sub/c.txt']) {
      const { error } = await asAlice.storage.from(BUCKET).upload(`${base}/${file}`, text(file));
      expect(error).toBeNull();
    }
    const { data, error } = await asAlice.storage.from(BUCKET).list(base);
    expect(error).toBeNull();
    expect(data!.map((e) => e.name)).toEqual(['sub', 'a.txt', 'b.txt']);
    expect(data![0]).toMatchObject({ id: null, metadata: null });
    expect(data![1]!.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });
    expect(data![1]!.metadata!.eTag).toMatch(/^"[0-9a-f]{32}"$/);

    const desc = await asAlice.storage
      .from(BUCKET)
      .list(base, { sortBy: { column: 'name', order: 'desc' }, limit: 2 });
    expect(desc.data!.map((e) => e.name)).toEqual(['sub', 'b.txt']);
    const searched = await asAlice.storage.from(BUCKET).list(base, { search: 'b' });
    expect(searched.data!.map((e) => e.name)).toEqual(['b.txt']);
  });

  it('removes many objects and their bytes', async () => {
    const names = [`${orgA}/borrar/1.txt`, `${orgA}/borrar/2.txt`];
    for (const name of names) await asAlice.storage.from(BUCKET).upload(name, text(name));
    const { data, error } = await asAlice.storage
      .from(BUCKET)
      .remove([...names, `${orgA}/borrar/no-existe.txt`]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual(names);
    expect(await rowCount(names[0]!)).toBe(0);
    expect(fs.existsSync(path.join(storageRoot, BUCKET, orgA, 'borrar'))).toBe(false);
    const gone = await asAlice.storage.from(BUCKET).download(names[0]!);
    expect(gone.error).toMatchObject({ message: 'Object not found', statusCode: '404' });
  });

  it('moves and copies within the organisation', async () => {
    const from = `${orgA}/mover/origen.txt`;
    await asAlice.storage.from(BUCKET).upload(from, text('contenido'));
    const copied = await asAlice.storage.from(BUCKET).copy(from, `${orgA}/mover/copia.txt`);
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: `${BUCKET}/${orgA}/mover/copia.txt` });
    const moved = await asAlice.storage.from(BUCKET).move(from, `${orgA}/mover/destino.txt`);
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ message: 'Successfully moved' });
    expect(await rowCount(from)).toBe(0);
    for (const name of ['copia.txt', 'destino.txt']) {
      const { data } = await asAlice.storage.from(BUCKET).download(`${orgA}/mover/${name}`);
      expect(await data!.text()).toBe('contenido');
    }
  });
});

describe('storage: signed URLs', () => {
  it('serves a signed URL to plain fetch without any header, and refuses it once expired', async () => {
    const name = `${orgA}/firmado/acta.txt`;
    await asAlice.storage.from(BUCKET).upload(name, text('acta firmada'));

    const signed = await asAlice.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain(`/storage/v1/object/sign/${BUCKET}/${name}?token=`);
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('acta firmada');
    expect(res.headers.get('expires')).toBeTruthy();

    const asDownload = await fetch(
      (await asAlice.storage.from(BUCKET).createSignedUrl(name, 60, { download: 'acta.txt' })).data!
        .signedUrl,
    );
    expect(asDownload.headers.get('content-disposition')).toContain(
      'attachment; filename=acta.txt',
    );

    const short = await asAlice.storage.from(BUCKET).createSignedUrl(name, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(short.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', message: 'jwt expired' });
  });

  it('binds the token to one object and never accepts it as an API key', async () => {
    const name = `${orgA}/firmado/uno.txt`;
    await asAlice.storage.from(BUCKET).upload(name, text('uno'));
    const { data } = await asAlice.storage.from(BUCKET).createSignedUrl(name, 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;

    const other = await fetch(
      `${apiUrl}/storage/v1/object/sign/${BUCKET}/${orgA}/otro.txt?token=${token}`,
    );
    expect(await other.json()).toMatchObject({ statusCode: '400', message: 'Invalid signature' });
    const tampered = await fetch(`${data!.signedUrl.slice(0, -3)}abc`);
    expect(await tampered.json()).toMatchObject({ message: 'invalid signature' });

    const asKey = await fetch(`${apiUrl}/storage/v1/object/list/${BUCKET}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        apikey: anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefix: orgA }),
    });
    expect(asKey.status).toBe(400);
    expect(await asKey.json()).toMatchObject({ statusCode: '403' });
  });

  it('uploads through a signed upload URL, which only a permitted caller can create', async () => {
    const name = `${orgA}/firmado/subida.txt`;
    const { data, error } = await asAlice.storage.from(BUCKET).createSignedUploadUrl(name);
    expect(error).toBeNull();
    const up = await anonClient()
      .storage.from(BUCKET)
      .uploadToSignedUrl(name, data!.token, text('subido sin sesión'));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` });
    const { data: file } = await asAlice.storage.from(BUCKET).download(name);
    expect(await file!.text()).toBe('subido sin sesión');

    const refused = await asBob.storage
      .from(BUCKET)
      .createSignedUploadUrl(`${orgA}/firmado/ajeno.txt`);
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });

  it('signs many paths, reporting the ones the caller cannot see', async () => {
    const name = `${orgA}/firmado/varios.txt`;
    await asAlice.storage.from(BUCKET).upload(name, text('varios'));
    const { data, error } = await asAlice.storage
      .from(BUCKET)
      .createSignedUrls([name, `${orgA}/firmado/falta.txt`], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ path: name, error: null });
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe('varios');
    expect(data![1]).toMatchObject({
      error: 'Either the object does not exist or you do not have access to it',
      signedUrl: null,
    });
  });
});

describe('storage: bucket limits', () => {
  it('refuses a file over the bucket size limit and keeps nothing of it', async () => {
    const name = `${orgA}/grande/archivo.txt`;
    const big = new Blob([Buffer.alloc(1024 * 1024 + 1, 97)], { type: 'text/plain' });
    const { error } = await asAlice.storage.from(BUCKET).upload(name, big);
    expect(error).toMatchObject({
      message: 'The object exceeded the maximum allowed size',
      statusCode: '413',
    });
    const raw = await asAlice.storage
      .from(BUCKET)
      .upload(name, Buffer.alloc(1024 * 1024 + 1, 97), { contentType: 'text/plain' });
    expect(raw.error).toMatchObject({ statusCode: '413' });
    expect(await rowCount(name)).toBe(0);
    expect(fs.existsSync(path.join(storageRoot, BUCKET, orgA, 'grande'))).toBe(false);
    const exact = await asAlice.storage
      .from(BUCKET)
      .upload(
        `${orgA}/grande/justo.txt`,
        new Blob([Buffer.alloc(1024 * 1024, 97)], { type: 'text/plain' }),
      );
    expect(exact.error).toBeNull();
  });

  it('refuses MIME types the bucket does not allow, wildcards included', async () => {
    const html = await asAlice.storage
      .from(BUCKET)
      .upload(`${orgA}/mime/pagina.html`, text('<p>hola</p>', 'text/html'));
    expect(html.error).toMatchObject({
      message: 'mime type text/html is not supported',
      statusCode: '415',
    });
    expect(await rowCount(`${orgA}/mime/pagina.html`)).toBe(0);
    const png = await asAlice.storage
      .from(BUCKET)
      .upload(
        `${orgA}/mime/logo.png`,
        new Blob([Buffer.from([137, 80, 78, 71])], { type: 'image/png' }),
      );
    expect(png.error).toBeNull();

    const service = serviceClient();
    const id = `imagenes-${randomUUID().slice(0, 8)}`;
    const created = await service.storage.createBucket(id, {
      public: false,
      allowedMimeTypes: ['image/*'],
      fileSizeLimit: '1KB',
    });
    expect(created.error).toBeNull();
    expect(
      (await service.storage.from(id).upload('a.jpg', text('x', 'image/jpeg'))).error,
    ).toBeNull();
    const refused = await service.storage.from(id).upload('a.txt', text('x'));
    expect(refused.error).toMatchObject({ message: 'mime type text/plain is not supported' });
    const tooBig = await service.storage
      .from(id)
      .upload('b.jpg', text('x'.repeat(1001), 'image/jpeg'));
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
  });
});

describe('storage: buckets', () => {
  it('manages buckets with the service role and refuses users by RLS', async () => {
    const service = serviceClient();
    const id = `caja-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(id, { public: true })).data).toEqual({ name: id });
    const dup = await service.storage.createBucket(id);
    expect(dup.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' });
    const got = await service.storage.getBucket(id);
    expect(got.data).toMatchObject({ id, name: id, public: true, file_size_limit: null });
    expect((await service.storage.listBuckets()).data!.map((b) => b.id)).toContain(id);

    const upd = await service.storage.updateBucket(id, { public: true, fileSizeLimit: 2048 });
    expect(upd.data).toEqual({ message: 'Successfully updated' });
    expect((await service.storage.getBucket(id)).data?.file_size_limit).toBe(2048);

    await service.storage.from(id).upload('publico.txt', text('visible'));
    const { data: pub } = service.storage.from(id).getPublicUrl('publico.txt');
    const res = await fetch(pub.publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('visible');
    const privateUrl = await fetch(`${apiUrl}/storage/v1/object/public/${BUCKET}/${orgA}/x.txt`);
    expect(await privateUrl.json()).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });

    const notEmpty = await service.storage.deleteBucket(id);
    expect(notEmpty.error).toMatchObject({ statusCode: '409' });
    expect((await service.storage.emptyBucket(id)).data).toEqual({
      message: 'Successfully emptied',
    });
    expect((await service.storage.deleteBucket(id)).data).toEqual({
      message: 'Successfully deleted',
    });
    expect((await service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });

    const byUser = await asAlice.storage.createBucket(`ajena-${randomUUID().slice(0, 8)}`);
    expect(byUser.error).toMatchObject({
      message: 'new row violates row-level security policy',
      statusCode: '403',
    });
    expect((await asAlice.storage.listBuckets()).data).toEqual([]);
  });

  it('requires a valid JWT', async () => {
    const res = await fetch(`${apiUrl}/storage/v1/bucket`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});

describe('storage: organisations are kept apart by RLS', () => {
  it('lets a member of another organisation neither write, read, list, sign nor delete', async () => {
    const name = `${orgA}/privado/contrato.txt`;
    expect(
      (await asAlice.storage.from(BUCKET).upload(name, text('confidencial'))).error,
    ).toBeNull();

    const upload = await asBob.storage
      .from(BUCKET)
      .upload(`${orgA}/privado/intruso.txt`, text('x'));
    expect(upload.error).toMatchObject({
      message: 'new row violates row-level security policy',
      statusCode: '403',
    });
    expect(await rowCount(`${orgA}/privado/intruso.txt`)).toBe(0);
    const overwrite = await asBob.storage.from(BUCKET).upload(name, text('x'), { upsert: true });
    expect(overwrite.error).toMatchObject({ statusCode: '403' });

    const download = await asBob.storage.from(BUCKET).download(name);
    expect(download.error).toMatchObject({ message: 'Object not found', statusCode: '404' });
    const list = await asBob.storage.from(BUCKET).list(`${orgA}/privado`);
    expect(list.data).toEqual([]);
    const sign = await asBob.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(sign.error).toMatchObject({ statusCode: '404' });
    const remove = await asBob.storage.from(BUCKET).remove([name]);
    expect(remove.data).toEqual([]);
    const move = await asBob.storage.from(BUCKET).move(name, `${orgB}/robado.txt`);
    expect(move.error).toMatchObject({ statusCode: '404' });
    const copy = await asBob.storage.from(BUCKET).copy(name, `${orgB}/robado.txt`);
    expect(copy.error).toMatchObject({ statusCode: '404' });

    // Alice's file is untouched, and Bob still works in his own organisation.
    const { data } = await asAlice.storage.from(BUCKET).download(name);
    expect(await data!.text()).toBe('confidencial');
    expect(
      (await asBob.storage.from(BUCKET).upload(`${orgB}/propio.txt`, text('mío'))).error,
    ).toBeNull();
  });
});

describe('storage: names cannot leave the bucket', () => {
  it('refuses dot segments, encoded slashes, empty segments and absolute names', async () => {
    const attempts: Array<[string, string]> = [
      [`/storage/v1/object/${BUCKET}/${orgA}/..%2F..%2F..%2Fescape.txt`, 'InvalidKey'],
      [`/storage/v1/object/${BUCKET}//etc/escape.txt`, 'InvalidKey'],
      [`/storage/v1/object/${BUCKET}/%2Fetc%2Fescape.txt`, 'InvalidKey'],
      [`/storage/v1/object/${BUCKET}/${orgA}/..%5C..%5Cescape.txt`, 'InvalidKey'],
      [`/storage/v1/object/..%2F${BUCKET}/escape.txt`, 'InvalidBucketName'],
      // Percent-encoded dots are plain dot segments to the URL parser: resolved away before
      // routing, the request names no object route at all.
      [`/storage/v1/object/${BUCKET}/${orgA}/%2E%2E/%2E%2E/escape.txt`, 'NotFound'],
    ];
    for (const [rawPath, code] of attempts) {
      const res = await rawRequest('POST', rawPath, 'fuga');
      expect(res.status, rawPath).toBe(400);
      expect(res.body.code, rawPath).toBe(code);
    }
    // Enough of them climb out of /storage/v1 altogether, where the gateway has no route.
    const climbed = await rawRequest(
      'POST',
      `/storage/v1/object/${BUCKET}/${orgA}/../../../../escape.txt`,
      'fuga',
    );
    expect(climbed.status).toBe(404);
    // A client-side `..` is resolved by the URL itself and never reaches another folder.
    const viaClient = await asAlice.storage
      .from(BUCKET)
      .upload(`${orgA}/../../escape.txt`, text('x'));
    expect(viaClient.error).not.toBeNull();
    const leaked = fs
      .readdirSync(path.dirname(storageRoot), { recursive: true })
      .map(String)
      .filter((p) => p.includes('escape.txt'));
    expect(leaked).toEqual([]);
    expect(await sql(`select name from storage.objects where name like '%escape.txt'`)).toEqual([]);
  });
});

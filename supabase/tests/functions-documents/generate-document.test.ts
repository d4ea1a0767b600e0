// generate-document through supabase-js, after create_generation_job as the app queues it: the
// deed comes out as a real PDF (text extracted with unpdf) and a real DOCX (word/document.xml
// read from the zip), with the parties, the property and the price in words; failures end the
// job failed with an error_message; other offices and callers without a session get nothing.
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, type Office } from '../db/fixtures';
import { anonKey, apiUrl, clientAs, sql } from '../helpers';
import { readZipEntry } from './files';
import {
  ADDRESS,
  BUYER,
  createDealCase,
  type DealCase,
  type Db,
  invoke,
  PRICE_WORDS,
  queueJob,
  SELLER,
} from './fixtures';

interface Output {
  id: string;
  titulo: string;
  version: number;
  path_pdf: string;
  path_docx: string;
  size_bytes: number;
  sha256: string;
  plantilla_id: string;
}

interface Done {
  generacion_id: string;
  estado: 'done';
  progress: number;
  documento: Output;
}

interface Failed {
  error: string;
  code: string;
  details: { generacion_id: string; estado: string };
}

let deal: DealCase;
let member: Db;
let outsider: Office;

async function job(id: string) {
  const [row] = await sql<{ estado: string; progress: number; error_message: string | null }>(
    'select estado, progress, error_message from public.generaciones where id = $1',
    [id],
  );
  return row!;
}

async function outputs(generacionId: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as n from public.documentos_generados where generacion_id = $1',
    [generacionId],
  );
  return row!.n;
}

async function download(db: Db, path: string): Promise<Uint8Array> {
  const signed = await db.storage.from('documents').createSignedUrl(path, 3600);
  expect(signed.error).toBeNull();
  const res = await fetch(signed.data!.signedUrl);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  [deal, outsider] = await Promise.all([createDealCase(), createOffice('Notaría Ajena')]);
  member = clientAs(deal.office.member);
});

describe('generate-document', () => {
  it('renders the deed as PDF and DOCX, stores both and records the output', async () => {
    const id = await queueJob(member, deal);
    expect(await job(id)).toMatchObject({ estado: 'queued', progress: 0 });

    // The first call may download pdf-lib and docx into DENO_DIR.
    const res = await invoke<Done>(member, 'generate-document', { generacion_id: id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ generacion_id: id, estado: 'done', progress: 100 });
    expect(await job(id)).toEqual({ estado: 'done', progress: 100, error_message: null });

    const out = res.body.documento;
    const folder = `${deal.office.id}/${deal.expedienteId}/generados/${id}/`;
    expect(out.path_pdf.startsWith(folder) && out.path_pdf.endsWith('.pdf')).toBe(true);
    expect(out.path_docx.startsWith(folder) && out.path_docx.endsWith('.docx')).toBe(true);
    expect(out.plantilla_id).toBe(deal.plantillaId);

    const pdf = await download(member, out.path_pdf);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(out.size_bytes).toBe(pdf.length);
    const { createHash } = await import('node:crypto');
    expect(out.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    const pdfText = flat(text);
    for (const expected of [
      SELLER,
      BUYER,
      ADDRESS,
      'Mérida',
      'FR-2026-778',
      `$1,500,000.00 (${PRICE_WORDS})`,
      'Crédito INFONAVIT: No',
      'CONTRATO DE COMPRAVENTA',
    ]) {
      expect(pdfText).toContain(expected);
    }
    expect(pdfText).not.toContain('{{');

    const docx = await download(member, out.path_docx);
    expect(readZipEntry(docx, '[Content_Types].xml')).toContain('wordprocessingml');
    const xml = readZipEntry(docx, 'word/document.xml');
    expect(xml).not.toBeNull();
    for (const expected of [SELLER, BUYER, ADDRESS, PRICE_WORDS]) {
      expect(xml).toContain(expected);
    }
  }, 240_000);

  it('processing the same job again returns the same output and duplicates nothing', async () => {
    const id = await queueJob(member, deal);
    const first = await invoke<Done>(member, 'generate-document', { generacion_id: id });
    const second = await invoke<Done>(member, 'generate-document', { generacion_id: id });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.documento).toEqual(first.body.documento);
    expect(await outputs(id)).toBe(1);
    const [files] = await sql<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'documents' and name like $1`,
      [`%/generados/${id}/%`],
    );
    expect(files!.n).toBe(2);
  });

  it('two simultaneous calls for one job still give one output', async () => {
    const id = await queueJob(member, deal);
    const results = await Promise.all([
      invoke<Done>(member, 'generate-document', { generacion_id: id }),
      invoke<Done>(member, 'generate-document', { generacion_id: id }),
    ]);
    // The loser either finds the job in progress (409) or already done (200, same output).
    expect(results.map((r) => r.status).sort()).toContain(200);
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(await job(id)).toMatchObject({ estado: 'done', progress: 100 });
    expect(await outputs(id)).toBe(1);
  });

  it('numbers versions per case and template', async () => {
    const fresh = await createDealCase(undefined, deal.office);
    const versions: number[] = [];
    for (let i = 0; i < 2; i++) {
      const id = await queueJob(member, fresh);
      const res = await invoke<Done>(member, 'generate-document', { generacion_id: id });
      versions.push(res.body.documento.version);
    }
    expect(versions).toEqual([1, 2]);
  });

  it('writes a long deed over several pages, and uses the built-in deed without a template body', async () => {
    const long = await createDealCase(
      Array.from(
        { length: 60 },
        (_, i) =>
          `Cláusula ${i + 1}. {{vendedor_nombre}} y {{comprador_nombre}} convienen en lo necesario.`,
      ).join('\n'),
      deal.office,
    );
    const id = await queueJob(member, long);
    const res = await invoke<Done>(member, 'generate-document', { generacion_id: id });
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(await download(member, res.body.documento.path_pdf));
    expect(pdf.numPages).toBeGreaterThan(1);

    const builtIn = await createDealCase(null, deal.office);
    const id2 = await queueJob(member, builtIn);
    const res2 = await invoke<Done>(member, 'generate-document', { generacion_id: id2 });
    expect(res2.status).toBe(200);
    const { text } = await extractText(
      await getDocumentProxy(await download(member, res2.body.documento.path_pdf)),
      { mergePages: true },
    );
    expect(flat(text)).toContain(`(${PRICE_WORDS})`);
    expect(flat(text)).toContain(SELLER);
  });

  it('fails a template with unknown variables, naming them, and produces nothing', async () => {
    const bad = await createDealCase(
      'Vendedor: {{vendedor_nombre}}. Notario: {{notario_titular}}. Testigo: {{ testigo_edad }}.',
      deal.office,
    );
    const id = await queueJob(member, bad);
    const res = await invoke<Failed>(member, 'generate-document', { generacion_id: id });
    const message =
      'La plantilla usa variables desconocidas: {{notario_titular}}, {{testigo_edad}}.';
    expect(res).toEqual({
      status: 422,
      body: {
        error: message,
        code: 'generation_failed',
        details: { generacion_id: id, estado: 'failed' },
      },
    });
    expect(await job(id)).toMatchObject({ estado: 'failed', error_message: message });
    expect(await outputs(id)).toBe(0);
  });

  it('fails when the case lacks required data, and succeeds on retry once it is fixed', async () => {
    const id = await queueJob(member, deal, { infonavit: true });
    const res = await invoke<Failed>(member, 'generate-document', { generacion_id: id });
    expect(res.status).toBe(422);
    const message = 'Faltan datos del expediente para: {{precio_completo}}.';
    expect(await job(id)).toMatchObject({ estado: 'failed', error_message: message });

    // A failed job may be retried (spec: failed allows retry).
    await sql(`update public.generaciones set payload = '{"precio": "2001"}' where id = $1`, [id]);
    const retry = await invoke<Done>(member, 'generate-document', { generacion_id: id });
    expect(retry.status).toBe(200);
    expect(await job(id)).toMatchObject({ estado: 'done', error_message: null });
    const { text } = await extractText(
      await getDocumentProxy(await download(member, retry.body.documento.path_pdf)),
      { mergePages: true },
    );
    expect(flat(text)).toContain('$2,001.00 (DOS MIL UN PESOS 00/100 M.N.)');
  });

  it('answers 400 to bad input', async () => {
    for (const body of [{}, { generacion_id: 'x' }, { generacion_id: 42 }]) {
      const res = await invoke<{ code: string }>(member, 'generate-document', body);
      expect(res).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    }
    const unknown = await invoke<{ code: string }>(member, 'generate-document', {
      generacion_id: randomUUID(),
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('requires a JWT and leaves the job queued', async () => {
    const id = await queueJob(member, deal);
    const body = JSON.stringify({ generacion_id: id });
    const none = await fetch(`${apiUrl}/functions/v1/generate-document`, { method: 'POST', body });
    expect(none.status).toBe(401);
    const anon = await fetch(`${apiUrl}/functions/v1/generate-document`, {
      method: 'POST',
      body,
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    expect(anon.status).toBe(401);
    expect(await job(id)).toMatchObject({ estado: 'queued', progress: 0 });
  });

  it('does not let another office run, see or change the job', async () => {
    const id = await queueJob(member, deal);
    const res = await invoke<{ code: string }>(clientAs(outsider.owner), 'generate-document', {
      generacion_id: id,
    });
    expect(res).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await job(id)).toMatchObject({ estado: 'queued', progress: 0 });
    expect(await outputs(id)).toBe(0);
  });

  it('keeps the worker RPCs away from signed-in users', async () => {
    const id = await queueJob(member, deal);
    const claim = await member.rpc('claim_generation_job', { p_generacion_id: id });
    expect(claim.error).not.toBeNull();
    const complete = await member.rpc('complete_generation_job', {
      p_generacion_id: id,
      p_titulo: 'Falsa',
      p_path_pdf: null,
      p_path_docx: null,
      p_size_bytes: 1,
      p_sha256: null,
      p_created_by: null,
    });
    expect(complete.error).not.toBeNull();
    expect(await job(id)).toMatchObject({ estado: 'queued' });
    expect(await outputs(id)).toBe(0);
  });
});

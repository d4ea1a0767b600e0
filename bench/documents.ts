// `npm run bench:documents`: against an isolated test stack (FEDATARIO_TEST_PORT_BASE, 57400 by
// default), the time to upload and verify a 10 MB PDF (Storage upload, then on-upload) and the
// time from create_generation_job to a downloaded deed (generate-document, then a signed URL).
// Median of 5 after one warm-up call each (the cold start is printed apart). Asserts nothing.
import { randomUUID } from 'node:crypto';
import { median, ms } from './stats';

process.env.FEDATARIO_TEST_PORT_BASE ??= '57400';
// Imported after the port base is set: stack-env reads it when it loads. The tests' setup gives
// Node 20 the WebSocket supabase-js expects.
await import('../supabase/tests/setup');
const { ensureTestStack } = await import('../supabase/tests/test-stack');
const { clientAs, superuser } = await import('../supabase/tests/helpers');
const { createDealCase, invoke, queueJob } =
  await import('../supabase/tests/functions-documents/fixtures');
const { pdfOfSize } = await import('../supabase/tests/functions-documents/files');

type Db = ReturnType<typeof clientAs>;

const RUNS = 5;
const SIZE = 10_485_760;

function expectOk<T extends { status: number }>(res: T, what: string): T {
  if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res)}`);
  return res;
}

async function uploadAndVerify(db: Db, orgId: string, bytes: Uint8Array) {
  const key = `${orgId}/general/upload/${Date.now()}_${randomUUID().slice(0, 8)}.pdf`;
  const { data: row, error } = await db
    .from('documents')
    .insert({ org_id: orgId, title: 'Bench 10 MB', doc_type: 'upload' })
    .select('id')
    .single();
  if (error) throw error;
  const t0 = performance.now();
  const up = await db.storage.from('documents').upload(key, bytes, {
    contentType: 'application/pdf',
  });
  if (up.error) throw up.error;
  const t1 = performance.now();
  expectOk(
    await invoke(db, 'on-upload', {
      document_id: row.id,
      storage_key: key,
      mime: 'application/pdf',
      size_bytes: bytes.length,
    }),
    'on-upload',
  );
  const t2 = performance.now();
  return { upload: t1 - t0, verify: t2 - t1, total: t2 - t0 };
}

async function generateAndDownload(db: Db, deal: Awaited<ReturnType<typeof createDealCase>>) {
  const t0 = performance.now();
  const id = await queueJob(db, deal);
  const res = expectOk(
    await invoke<{ documento: { path_pdf: string } }>(db, 'generate-document', {
      generacion_id: id,
    }),
    'generate-document',
  );
  const t1 = performance.now();
  const signed = await db.storage
    .from('documents')
    .createSignedUrl(res.body.documento.path_pdf, 3600);
  if (signed.error) throw signed.error;
  const pdf = await fetch(signed.data.signedUrl);
  if (!pdf.ok) throw new Error(`descarga: HTTP ${pdf.status}`);
  const bytes = (await pdf.arrayBuffer()).byteLength;
  const t2 = performance.now();
  return { generate: t1 - t0, download: t2 - t1, total: t2 - t0, bytes };
}

async function main(): Promise<void> {
  const started = performance.now();
  const stack = await ensureTestStack();
  console.log(
    `stack listo en ${ms(performance.now() - started)} (puerto base ${process.env.FEDATARIO_TEST_PORT_BASE})`,
  );
  try {
    // No template body: the built-in compraventa deed, a realistic length.
    const deal = await createDealCase(null);
    const db = clientAs(deal.office.member);
    const bytes = pdfOfSize(SIZE);

    const coldUpload = await uploadAndVerify(db, deal.office.id, bytes);
    const coldGeneration = await generateAndDownload(db, deal);
    console.log(
      `arranque en frío: subir+verificar ${ms(coldUpload.total)}, generar+descargar ${ms(coldGeneration.total)}`,
    );

    const uploads = [];
    for (let i = 0; i < RUNS; i++) uploads.push(await uploadAndVerify(db, deal.office.id, bytes));
    const generations = [];
    for (let i = 0; i < RUNS; i++) generations.push(await generateAndDownload(db, deal));

    const med = <T>(rows: T[], key: keyof T) => ms(median(rows.map((r) => r[key] as number)));
    console.log(`\nPDF de ${SIZE} bytes, mediana de ${RUNS}:`);
    console.log(`  subir (Storage)                 ${med(uploads, 'upload')}`);
    console.log(`  verificar (on-upload)           ${med(uploads, 'verify')}`);
    console.log(`  subir + verificar               ${med(uploads, 'total')}`);
    console.log(`\nEscritura (PDF ${generations[0]!.bytes} bytes + DOCX), mediana de ${RUNS}:`);
    console.log(`  create_generation_job + generate-document  ${med(generations, 'generate')}`);
    console.log(`  URL firmada + descarga del PDF             ${med(generations, 'download')}`);
    console.log(`  de la cola a la escritura descargada       ${med(generations, 'total')}`);
  } finally {
    await superuser().end();
    await stack?.stop();
  }
}

await main();

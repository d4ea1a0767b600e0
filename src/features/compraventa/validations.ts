import { REQUIRED_IDS } from './steps';
import type { CaseDocumentState, CompraventaCase, Parte } from './types';

/** The latest upload of each doc type (a rejected file may have been replaced since). */
function latestByType(documents: CaseDocumentState[]): Map<string, CaseDocumentState> {
  const latest = new Map<string, CaseDocumentState>();
  for (const document of documents) {
    const current = latest.get(document.doc_type);
    if (!current || document.created_at > current.created_at)
      latest.set(document.doc_type, document);
  }
  return latest;
}

/** Step 2: both IDs uploaded (and not rejected). Returns the labels still missing. */
export function missingIdentifications(documents: CaseDocumentState[]): string[] {
  const latest = latestByType(documents);
  return REQUIRED_IDS.filter(({ docType }) => {
    const document = latest.get(docType);
    return !document || document.upload_status === 'failed';
  }).map(({ label }) => label);
}

const PARTY_LABEL: Record<string, string> = { vendedor: 'vendedor', comprador: 'comprador' };

function partyFields(parte: Parte): Record<'nombre' | 'rfc' | 'curp' | 'domicilio', string | null> {
  const datos = parte.datos;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  if (parte.client) {
    return {
      nombre: text(parte.client.name),
      rfc: text(parte.client.rfc),
      curp: text(parte.client.curp),
      domicilio: text(parte.client.domicilio) ?? text(parte.client.address),
    };
  }
  return {
    nombre: text(parte.nombre),
    rfc: text(datos.rfc),
    curp: text(datos.curp),
    domicilio: text(datos.domicilio),
  };
}

/**
 * Step 3, beyond the spec's fixed "ok": the IDs exist and on-upload verified them, both parties
 * are complete (name, RFC, CURP, domicilio) and the property has what the deed prints.
 * Returns what is missing, in Spanish; empty means the case is consistent.
 */
export function validateCompraventa(
  caseData: Pick<CompraventaCase, 'partes' | 'inmueble'>,
  documents: CaseDocumentState[],
): string[] {
  const missing: string[] = [];
  const latest = latestByType(documents);
  for (const { docType, label } of REQUIRED_IDS) {
    const document = latest.get(docType);
    if (!document) missing.push(`Falta la ${label.toLowerCase()}`);
    else if (document.upload_status === 'failed')
      missing.push(`La ${label.toLowerCase()} fue rechazada`);
    else if (document.upload_status !== 'verified') {
      missing.push(`La ${label.toLowerCase()} aún no está verificada`);
    }
  }
  for (const rol of ['vendedor', 'comprador'] as const) {
    const parte = caseData.partes.find((p) => p.rol === rol);
    if (!parte) {
      missing.push(`Falta el ${PARTY_LABEL[rol]}`);
      continue;
    }
    const fields = partyFields(parte);
    const labels = { nombre: 'nombre', rfc: 'RFC', curp: 'CURP', domicilio: 'domicilio' } as const;
    for (const key of ['nombre', 'rfc', 'curp', 'domicilio'] as const) {
      if (!fields[key]) missing.push(`Falta el ${labels[key]} del ${PARTY_LABEL[rol]}`);
    }
  }
  const inmueble = caseData.inmueble;
  if (!inmueble) {
    missing.push('Faltan los datos del inmueble');
  } else {
    if (!inmueble.direccion?.trim()) missing.push('Falta la dirección del inmueble');
    if (!inmueble.municipio?.trim()) missing.push('Falta el municipio del inmueble');
    if (!inmueble.cp?.trim()) missing.push('Falta el código postal del inmueble');
    if (!inmueble.folio_real?.trim()) missing.push('Falta el folio real del inmueble');
    if (inmueble.valor_catastral === null || inmueble.valor_catastral === '') {
      missing.push('Falta el valor catastral del inmueble');
    }
  }
  return missing;
}

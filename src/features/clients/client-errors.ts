import { CLIENT_MESSAGES } from './schemas';

export type DuplicateField = 'rfc' | 'curp';

/** Another client of the office already has this RFC or CURP. */
export class DuplicateClientError extends Error {
  readonly field: DuplicateField;

  constructor(field: DuplicateField) {
    super(field === 'rfc' ? CLIENT_MESSAGES.duplicateRfc : CLIENT_MESSAGES.duplicateCurp);
    this.name = 'DuplicateClientError';
    this.field = field;
  }
}

interface PostgrestLikeError {
  code?: string;
  message?: string;
  details?: string | null;
}

/**
 * The unique indexes on (org_id, rfc) and (org_id, curp) catch what the pre-check missed when
 * two tabs save at once; SQLSTATE 23505 names the index, which tells which field clashed.
 */
export function duplicateFieldOf(error: PostgrestLikeError): DuplicateField | null {
  if (error.code !== '23505') return null;
  const text = `${error.message ?? ''} ${error.details ?? ''}`;
  if (text.includes('clients_org_id_curp_key') || text.includes('(org_id, curp)')) return 'curp';
  if (text.includes('clients_org_id_rfc_key') || text.includes('(org_id, rfc)')) return 'rfc';
  return null;
}

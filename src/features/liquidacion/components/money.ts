import { formatCentavos } from '../calc';

/** Centavos as es-MX pesos ("$1,234.56"), exactly (no float division). */
export function mxn(centavos: number): string {
  return centavos < 0 ? `-$${formatCentavos(-centavos)}` : `$${formatCentavos(centavos)}`;
}

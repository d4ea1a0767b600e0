/** Static demonstration catalogue (specs 001 screen 20): no server calls. */
export interface MarketplaceTemplate {
  id: string;
  nombre: string;
  categoria: string;
  descripcion: string;
  autor: string;
  calificacion: number;
  descargas: number;
  /** MXN; 0 is free. */
  precio: number;
}

export const TEMPLATE_CATEGORIES = [
  'Compraventa',
  'Poderes',
  'Testamentos',
  'Sociedades',
  'Donaciones',
] as const;

export const MARKETPLACE_TEMPLATES: readonly MarketplaceTemplate[] = [
  {
    id: 'cv-infonavit',
    nombre: 'Compraventa con crédito INFONAVIT',
    categoria: 'Compraventa',
    descripcion: 'Escritura de compraventa con garantía hipotecaria y carta de instrucción.',
    autor: 'Notaría 45 CDMX',
    calificacion: 4.8,
    descargas: 1240,
    precio: 0,
  },
  {
    id: 'cv-contado',
    nombre: 'Compraventa de contado',
    categoria: 'Compraventa',
    descripcion: 'Compraventa de inmueble con pago total a la firma y retención de ISR.',
    autor: 'Fedatario',
    calificacion: 4.6,
    descargas: 980,
    precio: 0,
  },
  {
    id: 'pg-pleitos',
    nombre: 'Poder general para pleitos y cobranzas',
    categoria: 'Poderes',
    descripcion: 'Poder general con las facultades del artículo 2554 del Código Civil Federal.',
    autor: 'Notaría 12 Jalisco',
    calificacion: 4.7,
    descargas: 860,
    precio: 299,
  },
  {
    id: 'pm-bancario',
    nombre: 'Mandato especial para operación bancaria',
    categoria: 'Poderes',
    descripcion: 'Mandato limitado a una operación bancaria específica con vigencia definida.',
    autor: 'Fedatario',
    calificacion: 4.4,
    descargas: 410,
    precio: 0,
  },
  {
    id: 'tpa',
    nombre: 'Testamento público abierto',
    categoria: 'Testamentos',
    descripcion: 'Testamento con institución de herederos, legados y aviso al RENAT.',
    autor: 'Notaría 3 Nuevo León',
    calificacion: 4.9,
    descargas: 1530,
    precio: 349,
  },
  {
    id: 'sapi',
    nombre: 'Constitución de S.A.P.I. de C.V.',
    categoria: 'Sociedades',
    descripcion: 'Acta constitutiva con estatutos, capital variable y consejo de administración.',
    autor: 'Notaría 88 CDMX',
    calificacion: 4.5,
    descargas: 620,
    precio: 499,
  },
  {
    id: 'donacion',
    nombre: 'Donación entre familiares',
    categoria: 'Donaciones',
    descripcion: 'Donación de inmueble entre ascendientes y descendientes con exención de ISR.',
    autor: 'Fedatario',
    calificacion: 4.3,
    descargas: 300,
    precio: 0,
  },
];

/** Templates matching a search text (name, description, author) and a category ('' for all). */
export function filterTemplates(
  templates: readonly MarketplaceTemplate[],
  search: string,
  categoria: string,
): MarketplaceTemplate[] {
  const needle = search.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  return templates.filter((template) => {
    if (categoria && template.categoria !== categoria) return false;
    if (!needle) return true;
    const haystack = `${template.nombre} ${template.descripcion} ${template.autor}`
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase();
    return haystack.includes(needle);
  });
}

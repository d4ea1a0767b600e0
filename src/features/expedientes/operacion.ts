// What the case's Resumen shows about its operation: who the parties are, the property and the
// price of a sale, the object and validity of a power. The wizards save these in their own
// tables (expediente_partes, inmuebles, the generation's payload, the power's draft); without
// this summary the case detail never showed them.
import { EMPTY_VALUE, formatDate, formatMoney } from '@/lib/format';
import type { ExpedienteTipo } from './tipos';

export interface OperacionParte {
  rol: string;
  nombre: string | null;
  client: { name: string } | null;
}

export interface OperacionInmueble {
  direccion: string;
  municipio: string | null;
  cp: string | null;
  folio_real: string | null;
  valor_catastral: number | string | null;
  credito_infonavit: boolean;
}

export interface OperacionData {
  partes: OperacionParte[];
  inmueble: OperacionInmueble | null;
  /** The price of the latest deed generated for the case. */
  precio: number | string | null;
  /** The variables of the power's latest draft (what its flow captured). */
  variables: Record<string, unknown> | null;
  vigencia_hasta: string | null;
}

export interface OperacionSection {
  title: string;
  rows: [term: string, value: string][];
}

/** Party roles each type shows, in order, with their labels. */
const PARTY_ROLES: Partial<Record<ExpedienteTipo, [rol: string, label: string][]>> = {
  compraventa: [
    ['vendedor', 'Vendedor'],
    ['comprador', 'Comprador'],
  ],
  poder_general: [
    ['otorgante', 'Otorgante'],
    ['apoderado', 'Apoderado'],
  ],
  poder_mandato: [
    ['mandante', 'Otorgante'],
    ['mandatario', 'Mandatario'],
  ],
};

function text(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : EMPTY_VALUE;
}

function partyName(partes: OperacionParte[], rol: string): string {
  const names = partes
    .filter((parte) => parte.rol === rol)
    .map((parte) => parte.client?.name ?? parte.nombre)
    .filter((name): name is string => Boolean(name?.trim()));
  return names.length > 0 ? names.join(', ') : 'Sin capturar';
}

function vigencia(data: OperacionData, variable: string): string {
  const date = data.vigencia_hasta ?? data.variables?.[variable];
  if (typeof date === 'string' && date !== '') return formatDate(date);
  // A general power without an expiry is indefinite; a draft not yet made says nothing.
  return data.variables ? 'Indefinida' : EMPTY_VALUE;
}

/** The Resumen's sections for a case type; none for a type without a guided flow (testamento). */
export function operacionSections(tipo: ExpedienteTipo, data: OperacionData): OperacionSection[] {
  const roles = PARTY_ROLES[tipo];
  if (!roles) return [];
  const partes: OperacionSection = {
    title: 'Partes',
    rows: roles.map(([rol, label]) => [label, partyName(data.partes, rol)]),
  };
  const vars = data.variables ?? {};

  if (tipo === 'compraventa') {
    const inmueble = data.inmueble;
    return [
      partes,
      {
        title: 'Inmueble',
        rows: inmueble
          ? [
              ['Dirección', text(inmueble.direccion)],
              ['Municipio', text(inmueble.municipio)],
              ['Código postal', text(inmueble.cp)],
              ['Folio real', text(inmueble.folio_real)],
              ['Valor catastral', formatMoney(inmueble.valor_catastral)],
              ['Crédito INFONAVIT', inmueble.credito_infonavit ? 'Sí' : 'No'],
            ]
          : [['Inmueble', 'Sin capturar']],
      },
      {
        title: 'Operación',
        rows: [
          [
            'Precio de la operación',
            data.precio === null ? 'Sin escritura generada' : formatMoney(data.precio),
          ],
        ],
      },
    ];
  }

  if (tipo === 'poder_general') {
    return [
      partes,
      {
        title: 'Poder',
        rows: [
          ['Objeto del poder', text(vars.objeto_poder)],
          ['Vigencia', vigencia(data, 'fecha_vencimiento')],
          ['Observaciones', text(vars.observaciones)],
        ],
      },
    ];
  }

  return [
    partes,
    {
      title: 'Mandato',
      rows: [
        ['Materia del mandato', text(vars.materia_mandato)],
        ['Vigencia', vigencia(data, 'vigencia_hasta')],
        ['Alcance específico', text(vars.alcance_especifico)],
        ['Limitaciones', text(vars.limitaciones)],
      ],
    },
  ];
}

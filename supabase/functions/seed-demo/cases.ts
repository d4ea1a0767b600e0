// Demo case files of the four types in several statuses, with what hangs off each. Their folio
// (DEMO series, unique per office) is the natural key: a case's children are written only by
// the call that created the case, so a second or parallel call adds nothing twice.

export type Tipo = 'compraventa' | 'poder_general' | 'poder_mandato' | 'testamento';
export type Status = 'nuevo' | 'en_proceso' | 'listo_firma' | 'en_registro' | 'cerrado';

export interface DemoParte {
  rol: string;
  clientKey?: string;
  nombre?: string;
  datos?: Record<string, unknown>;
}

export interface DemoTarea {
  titulo: string;
  prioridad: 'baja' | 'normal' | 'alta' | 'urgente';
  estado: 'pendiente' | 'en_curso' | 'bloqueada' | 'hecha';
  /** Due date relative to today, in days (negative: overdue). */
  venceEnDias?: number;
  descripcion?: string;
}

export interface DemoDocument {
  slug: string;
  title: string;
  doc_type: string;
  status: 'draft' | 'active' | 'archived' | 'firmado';
  documento_status?: 'para_firma';
  /** Lines printed on the demo PDF under its title. */
  body: string[];
}

export interface DemoSugerencia {
  kind: string;
  impacto: 'bajo' | 'medio' | 'alto';
  estado: 'abierta' | 'aplicada' | 'descartada';
  contenido: string;
  metadata?: Record<string, unknown>;
}

export interface DemoCase {
  folio: string;
  tipo: Tipo;
  title: string;
  description: string;
  status: Status;
  clientKey: string;
  /**
   * Opened this many days ago. Only trusted code may write a past created_at (the database
   * forces now() for API callers), so such a case is inserted with the service role.
   */
  openedDaysAgo?: number;
  partes: DemoParte[];
  inmueble?: {
    direccion: string;
    municipio: string;
    cp: string;
    folio_real: string;
    valor_catastral: number;
    credito_infonavit: boolean;
  };
  tareas: DemoTarea[];
  requirements: Array<{ name: string; done: boolean; is_required?: boolean }>;
  documents: DemoDocument[];
  sugerencias: DemoSugerencia[];
}

/** Steps of the guided flows (001 §9): [nombre, descripcion]. Other types get an empty flow. */
export const flowSteps: Record<Tipo, { nombre: string; pasos: Array<[string, string]> }> = {
  compraventa: {
    nombre: 'Flujo de Compraventa',
    pasos: [
      [
        'Partes y Propiedad',
        'Datos de comprador, vendedor e inmueble (folio real, valor catastral).',
      ],
      ['Documentos Base', 'Identificaciones de las partes y documentos del inmueble.'],
      ['Validaciones', 'Certificado de libertad de gravámenes, avalúo y adeudos.'],
      ['Generación de Documentos', 'Proyecto de escritura a partir de la plantilla.'],
      ['Firma', 'Lectura y firma de la escritura ante el notario.'],
      ['Registro', 'Aviso definitivo e inscripción en el Registro Público de la Propiedad.'],
    ],
  },
  poder_general: {
    nombre: 'Flujo de Poder General',
    pasos: [
      ['Otorgante y Apoderado', 'Quién otorga el poder y a favor de quién.'],
      ['Objeto del Poder', 'Facultades: pleitos y cobranzas, administración o dominio.'],
      ['Generación', 'Proyecto del instrumento a partir de la plantilla.'],
      ['Firma y Archivo', 'Firma ante el notario y archivo del testimonio.'],
    ],
  },
  poder_mandato: {
    nombre: 'Flujo de Poder de Mandato Especial',
    pasos: [
      ['Mandante y Mandatario', 'Quién encomienda el acto y quién lo realizará.'],
      ['Materia del Mandato', 'Acto concreto, alcance, limitaciones y vigencia.'],
      ['Generación', 'Proyecto del mandato a partir de la plantilla.'],
      ['Firma y Archivo', 'Firma ante el notario y archivo del testimonio.'],
    ],
  },
  testamento: { nombre: 'Flujo general', pasos: [] },
};

// The tasks every new case gets, as the case forms create them (001 §7).
const revisar = (estado: DemoTarea['estado'], venceEnDias?: number): DemoTarea => ({
  titulo: 'Revisar documentos del cliente',
  prioridad: 'alta',
  estado,
  venceEnDias,
});
const validarIds = (estado: DemoTarea['estado'], venceEnDias?: number): DemoTarea => ({
  titulo: 'Validar identificaciones',
  prioridad: 'alta',
  estado,
  venceEnDias,
});
const certificado = (estado: DemoTarea['estado'], venceEnDias?: number): DemoTarea => ({
  titulo: 'Solicitar certificado de libertad',
  prioridad: 'normal',
  estado,
  venceEnDias,
});

const compraventaRequirements = (done: number) =>
  [
    'Identificación oficial de comprador y vendedor',
    'Certificado de libertad de gravámenes',
    'Avalúo del inmueble',
    'Constancias de no adeudo de predial y agua',
    'Constancia de situación fiscal del vendedor',
  ].map((name, i) => ({ name, done: i < done }));

export const demoCases: DemoCase[] = [
  {
    folio: 'CV-DEMO-001',
    tipo: 'compraventa',
    title: 'Compraventa casa en Coyoacán',
    description:
      'Compraventa de casa habitación. Precio pactado: $3,950,000.00 (TRES MILLONES NOVECIENTOS CINCUENTA MIL PESOS 00/100 M.N.), pago de contado.',
    status: 'en_proceso',
    clientKey: 'maria',
    partes: [
      { rol: 'comprador', clientKey: 'maria' },
      { rol: 'vendedor', clientKey: 'roberto' },
    ],
    inmueble: {
      direccion: 'Calle Francisco Sosa 215, Col. Santa Catarina',
      municipio: 'Coyoacán, Ciudad de México',
      cp: '04010',
      folio_real: '9412873',
      valor_catastral: 3_620_000,
      credito_infonavit: false,
    },
    tareas: [
      revisar('hecha', -6),
      validarIds('hecha', -4),
      certificado('hecha', -2),
      { titulo: 'Calcular ISR e ISAI de la operación', prioridad: 'normal', estado: 'hecha' },
    ],
    requirements: compraventaRequirements(4),
    documents: [
      {
        slug: 'identificaciones-partes',
        title: 'Identificaciones oficiales de las partes',
        doc_type: 'identificacion',
        status: 'active',
        body: [
          'Comprador: María Fernanda López Hernández (INE vigente).',
          'Vendedor: Roberto Sánchez Morales (INE vigente).',
          'Cotejadas contra su original por la notaría.',
        ],
      },
      {
        slug: 'certificado-libertad-gravamenes',
        title: 'Certificado de libertad de gravámenes',
        doc_type: 'certificado',
        status: 'active',
        body: [
          'Registro Público de la Propiedad de la Ciudad de México.',
          'Folio real 9412873: sin gravámenes ni limitaciones de dominio.',
          'Vigencia: 30 días naturales a partir de su expedición.',
        ],
      },
    ],
    sugerencias: [],
  },
  {
    folio: 'CV-DEMO-002',
    tipo: 'compraventa',
    title: 'Compraventa departamento en San Pedro Garza García',
    description:
      'Departamento con crédito INFONAVIT. Precio pactado: $2,750,000.00 (DOS MILLONES SETECIENTOS CINCUENTA MIL PESOS 00/100 M.N.).',
    status: 'en_proceso',
    clientKey: 'ana',
    partes: [
      { rol: 'comprador', clientKey: 'ana' },
      {
        rol: 'vendedor',
        clientKey: 'arcos',
        datos: { representante: 'Alejandro Domínguez Reyes', cargo: 'Apoderado legal' },
      },
    ],
    inmueble: {
      direccion: 'Av. Vasconcelos 150 Ote., Depto. 804, Col. Residencial San Agustín',
      municipio: 'San Pedro Garza García, Nuevo León',
      cp: '66260',
      folio_real: '1187340',
      valor_catastral: 2_480_000,
      credito_infonavit: true,
    },
    tareas: [
      revisar('en_curso', 3),
      validarIds('pendiente', 5),
      certificado('pendiente', 7),
      {
        titulo: 'Solicitar aviso de retención INFONAVIT',
        prioridad: 'normal',
        estado: 'pendiente',
        venceEnDias: 10,
      },
    ],
    requirements: compraventaRequirements(1),
    documents: [],
    sugerencias: [],
  },
  {
    folio: 'CV-DEMO-003',
    tipo: 'compraventa',
    title: 'Compraventa terreno en Querétaro',
    description:
      'Terreno urbano de 250 m². Precio pactado: $1,500,000.00 (UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.).',
    status: 'cerrado',
    clientKey: 'patricia',
    partes: [
      { rol: 'comprador', clientKey: 'patricia' },
      { rol: 'vendedor', clientKey: 'alejandro' },
    ],
    inmueble: {
      direccion: 'Lote 14, Manzana 3, Fraccionamiento Juriquilla',
      municipio: 'Querétaro, Querétaro',
      cp: '76230',
      folio_real: '00453921',
      valor_catastral: 1_320_000,
      credito_infonavit: false,
    },
    tareas: [
      revisar('hecha'),
      validarIds('hecha'),
      certificado('hecha'),
      { titulo: 'Presentar aviso definitivo al RPP', prioridad: 'alta', estado: 'hecha' },
      { titulo: 'Enterar ISR retenido al SAT', prioridad: 'urgente', estado: 'hecha' },
    ],
    requirements: compraventaRequirements(5),
    documents: [
      {
        slug: 'escritura-compraventa',
        title: 'Escritura de compraventa firmada',
        doc_type: 'contrato',
        status: 'firmado',
        body: [
          'Escritura pública de compraventa del lote 14, manzana 3, Juriquilla, Querétaro.',
          'Vendedor: Alejandro Domínguez Reyes. Compradora: Patricia Flores Castillo.',
          'Precio: $1,500,000.00 (UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.).',
        ],
      },
    ],
    sugerencias: [
      {
        kind: 'missing_documents',
        impacto: 'alto',
        estado: 'descartada',
        contenido:
          'El expediente CV-DEMO-003 estaba en proceso sin documentos. Se descartó: la documentación se entregó en físico.',
      },
    ],
  },
  {
    folio: 'PG-DEMO-001',
    tipo: 'poder_general',
    title: 'Poder general para pleitos y cobranzas',
    description: 'Poder general para pleitos y cobranzas a favor de Carlos Eduardo Mendoza Ruiz.',
    status: 'nuevo',
    clientKey: 'jose',
    openedDaysAgo: 45,
    partes: [
      { rol: 'otorgante', clientKey: 'jose' },
      { rol: 'apoderado', clientKey: 'carlos' },
    ],
    tareas: [revisar('pendiente', -15)],
    requirements: [
      { name: 'Identificación oficial del otorgante', done: false },
      { name: 'Comprobante de domicilio del otorgante', done: false },
      { name: 'Datos generales del apoderado', done: true },
    ],
    documents: [],
    sugerencias: [],
  },
  {
    folio: 'PG-DEMO-002',
    tipo: 'poder_general',
    title: 'Poder general para actos de administración',
    description:
      'Poder general para actos de administración de bienes inmuebles en León, Guanajuato.',
    status: 'listo_firma',
    clientKey: 'guadalupe',
    partes: [
      { rol: 'otorgante', clientKey: 'guadalupe' },
      { rol: 'apoderado', clientKey: 'roberto' },
    ],
    tareas: [
      revisar('hecha'),
      { titulo: 'Agendar cita de firma', prioridad: 'normal', estado: 'pendiente', venceEnDias: 2 },
    ],
    requirements: [
      { name: 'Identificación oficial del otorgante', done: true },
      { name: 'Comprobante de domicilio del otorgante', done: true },
      { name: 'Datos generales del apoderado', done: true },
    ],
    documents: [
      {
        slug: 'proyecto-poder-general',
        title: 'Proyecto de poder general para actos de administración',
        doc_type: 'poder_general',
        status: 'draft',
        documento_status: 'para_firma',
        body: [
          'Otorgante: Guadalupe Torres Vázquez. Apoderado: Roberto Sánchez Morales.',
          'Objeto: administración de bienes, en términos del artículo 2554 del Código Civil Federal.',
          'Vigencia: indefinida, hasta su revocación.',
        ],
      },
    ],
    sugerencias: [
      {
        kind: 'ready_for_next_status',
        impacto: 'alto',
        estado: 'aplicada',
        contenido:
          'El expediente PG-DEMO-002 tenía todas sus tareas completadas y documentos cargados. Pasó a Listo para Firma.',
        metadata: { suggested_status: 'listo_firma' },
      },
    ],
  },
  {
    folio: 'PM-DEMO-001',
    tipo: 'poder_mandato',
    title: 'Mandato especial para venta de inmueble',
    description: 'Mandato especial para vender la casa de la calle 5 de Mayo 18, Puebla.',
    status: 'en_registro',
    clientKey: 'carlos',
    partes: [
      { rol: 'mandante', clientKey: 'carlos' },
      { rol: 'mandatario', clientKey: 'maria' },
    ],
    tareas: [
      revisar('hecha'),
      {
        titulo: 'Inscribir el mandato en el RPP',
        prioridad: 'alta',
        estado: 'en_curso',
        venceEnDias: 4,
      },
    ],
    requirements: [
      { name: 'Identificación oficial del mandante', done: true },
      { name: 'Descripción del acto encomendado', done: true },
      { name: 'Identificación oficial del mandatario', done: true },
    ],
    documents: [
      {
        slug: 'mandato-especial-firmado',
        title: 'Mandato especial firmado',
        doc_type: 'poder_mandato',
        status: 'firmado',
        body: [
          'Mandante: Carlos Eduardo Mendoza Ruiz. Mandataria: María Fernanda López Hernández.',
          'Materia: compraventa de inmueble particular ubicado en Calle 5 de Mayo 18, Puebla.',
          'Vigencia: hasta el 31 de diciembre de 2027.',
        ],
      },
    ],
    sugerencias: [],
  },
  {
    folio: 'PM-DEMO-002',
    tipo: 'poder_mandato',
    title: 'Mandato especial ante el SAT',
    description: 'Mandato especial para trámites de devolución de IVA ante el SAT.',
    status: 'nuevo',
    clientKey: 'arcos',
    partes: [
      {
        rol: 'mandante',
        clientKey: 'arcos',
        datos: { representante: 'Alejandro Domínguez Reyes' },
      },
      { rol: 'mandatario', clientKey: 'alejandro' },
    ],
    tareas: [
      revisar('pendiente', 2),
      {
        titulo: 'Solicitar acta constitutiva',
        prioridad: 'alta',
        estado: 'pendiente',
        venceEnDias: 3,
      },
      {
        titulo: 'Verificar poderes del representante legal',
        prioridad: 'alta',
        estado: 'pendiente',
        venceEnDias: 3,
      },
      {
        titulo: 'Obtener constancia de situación fiscal',
        prioridad: 'normal',
        estado: 'pendiente',
        venceEnDias: 5,
      },
      {
        titulo: 'Redactar alcance específico del mandato',
        prioridad: 'normal',
        estado: 'pendiente',
        venceEnDias: 7,
      },
      {
        titulo: 'Agendar firma con el mandatario',
        prioridad: 'baja',
        estado: 'pendiente',
        venceEnDias: 10,
      },
    ],
    requirements: [
      { name: 'Acta constitutiva de la sociedad', done: false },
      { name: 'Poder del representante legal', done: false },
      { name: 'Identificación oficial del mandatario', done: false },
    ],
    documents: [],
    sugerencias: [],
  },
  {
    folio: 'TEST-DEMO-001',
    tipo: 'testamento',
    title: 'Testamento público abierto de Carlos Mendoza',
    description: 'Testamento público abierto; aviso al RENAT presentado.',
    status: 'cerrado',
    clientKey: 'carlos',
    partes: [
      { rol: 'testador', clientKey: 'carlos' },
      { rol: 'heredero', nombre: 'Lucía Mendoza Torres' },
      { rol: 'albacea', nombre: 'Lucía Mendoza Torres' },
    ],
    tareas: [
      revisar('hecha'),
      { titulo: 'Dar aviso al RENAT', prioridad: 'urgente', estado: 'hecha' },
    ],
    requirements: [
      { name: 'Identificación oficial del testador', done: true },
      { name: 'Acta de nacimiento del testador', done: true },
      { name: 'Datos de herederos y albacea', done: true },
    ],
    documents: [
      {
        slug: 'testamento-firmado',
        title: 'Testamento público abierto firmado',
        doc_type: 'testamento',
        status: 'firmado',
        body: [
          'Testador: Carlos Eduardo Mendoza Ruiz.',
          'Heredera universal y albacea: Lucía Mendoza Torres.',
          'Aviso al Registro Nacional de Avisos de Testamento (RENAT) presentado.',
        ],
      },
    ],
    sugerencias: [],
  },
  {
    folio: 'TEST-DEMO-002',
    tipo: 'testamento',
    title: 'Testamento público abierto de Guadalupe Torres',
    description: 'Testamento público abierto con dos herederos y albacea.',
    status: 'en_proceso',
    clientKey: 'guadalupe',
    partes: [
      { rol: 'testador', clientKey: 'guadalupe' },
      { rol: 'heredero', nombre: 'Luis Torres Vázquez' },
      { rol: 'heredero', nombre: 'Elena Torres Vázquez' },
      { rol: 'albacea', nombre: 'Luis Torres Vázquez' },
    ],
    tareas: [
      revisar('hecha'),
      {
        titulo: 'Redactar proyecto de testamento',
        prioridad: 'alta',
        estado: 'en_curso',
        venceEnDias: 6,
      },
      {
        titulo: 'Confirmar testigos para la firma',
        prioridad: 'baja',
        estado: 'pendiente',
        venceEnDias: 12,
      },
    ],
    requirements: [
      { name: 'Identificación oficial del testador', done: true },
      { name: 'Acta de nacimiento del testador', done: true },
      { name: 'Datos de herederos y albacea', done: false },
      {
        name: 'Testigos identificados (solo si el testador lo requiere)',
        done: false,
        is_required: false,
      },
    ],
    documents: [
      {
        slug: 'identificacion-testador',
        title: 'Identificación oficial de la testadora',
        doc_type: 'identificacion',
        status: 'active',
        body: [
          'Guadalupe Torres Vázquez: credencial para votar vigente, cotejada con su original.',
        ],
      },
    ],
    sugerencias: [],
  },
];

/** An office-level suggestion (no case), created with the first demo case. */
export const officeSugerencia: DemoSugerencia = {
  kind: 'configurar_notaria',
  impacto: 'medio',
  estado: 'abierta',
  contenido:
    'Completa los datos del notario en Configuración para que aparezcan en los documentos generados.',
};

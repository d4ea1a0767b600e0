// Demo document templates, one active per act type. Their (nombre, version) is unique per
// office, the natural key that keeps seeding idempotent. They use only the {{variables}} that
// generate-document fills from the case, its parties (expediente_partes by rol), its property
// and the job's price (see _shared/documents/variables.ts); "# " lines are headings.

export interface DemoPlantilla {
  nombre: string;
  version: number;
  tipo_acto: 'compraventa' | 'poder_general' | 'poder_mandato' | 'testamento';
  is_active: boolean;
  contenido: string;
}

export const COMPRAVENTA_TEMPLATE = `# ESCRITURA PÚBLICA DE COMPRAVENTA
Expediente {{folio}} — {{notaria}}

En la fecha {{fecha}}, ante la notaría {{notaria}}, comparecen:

DE UNA PARTE, como VENDEDOR, {{vendedor_nombre}}, con Registro Federal de Contribuyentes {{vendedor_rfc}}, Clave Única de Registro de Población {{vendedor_curp}} y domicilio en {{vendedor_domicilio}}.

DE OTRA PARTE, como COMPRADOR, {{comprador_nombre}}, con Registro Federal de Contribuyentes {{comprador_rfc}}, Clave Única de Registro de Población {{comprador_curp}} y domicilio en {{comprador_domicilio}}.

Y DICEN que celebran un CONTRATO DE COMPRAVENTA al tenor de las siguientes

# CLÁUSULAS

PRIMERA. OBJETO. El VENDEDOR vende y el COMPRADOR adquiere, libre de todo gravamen y limitación de dominio, el inmueble ubicado en {{inmueble_direccion}}, municipio de {{inmueble_municipio}}, código postal {{inmueble_cp}}, inscrito en el Registro Público de la Propiedad bajo el folio real {{inmueble_folio_real}}, con valor catastral de {{inmueble_valor_catastral}} ({{inmueble_valor_catastral_letra}}).

SEGUNDA. PRECIO. El precio de la operación es la cantidad de {{precio}} ({{precio_letra}}), que el VENDEDOR declara recibir a su entera satisfacción.

TERCERA. CRÉDITO. Crédito INFONAVIT para la adquisición: {{infonavit}}.

CUARTA. GASTOS E IMPUESTOS. Los gastos, derechos y honorarios de esta escritura corren a cargo del COMPRADOR, salvo el Impuesto Sobre la Renta por enajenación, que corresponde al VENDEDOR y que el notario calcula, retiene y entera en términos de ley.

EL NOTARIO CERTIFICA que identificó a los comparecientes y que les leyó y explicó el valor y las consecuencias legales de este instrumento.

EL VENDEDOR: {{vendedor_nombre}}
EL COMPRADOR: {{comprador_nombre}}`;

export const demoPlantillas: DemoPlantilla[] = [
  {
    nombre: 'Escritura de compraventa de inmueble',
    version: 1,
    tipo_acto: 'compraventa',
    is_active: true,
    contenido: COMPRAVENTA_TEMPLATE,
  },
  {
    nombre: 'Poder general para pleitos y cobranzas',
    version: 1,
    tipo_acto: 'poder_general',
    is_active: true,
    contenido: `# PODER GENERAL PARA PLEITOS Y COBRANZAS
Expediente {{folio}} — {{notaria}}

En la fecha {{fecha}}, {{otorgante_nombre}}, con RFC {{otorgante_rfc}} y domicilio en {{otorgante_domicilio}}, otorga a favor de {{apoderado_nombre}} PODER GENERAL PARA PLEITOS Y COBRANZAS, con todas las facultades generales y las especiales que requieran cláusula especial conforme a la ley, en términos del primer párrafo del artículo 2554 del Código Civil Federal y sus correlativos.

EL OTORGANTE: {{otorgante_nombre}}`,
  },
  {
    nombre: 'Mandato especial',
    version: 1,
    tipo_acto: 'poder_mandato',
    is_active: true,
    contenido: `# MANDATO ESPECIAL
Expediente {{folio}} — {{notaria}}

En la fecha {{fecha}}, {{mandante_nombre}}, con domicilio en {{mandante_domicilio}}, confiere a {{mandatario_nombre}} mandato especial para el acto descrito en el expediente "{{expediente_titulo}}", con las facultades estrictamente necesarias para llevarlo a cabo.

EL MANDANTE: {{mandante_nombre}}
EL MANDATARIO: {{mandatario_nombre}}`,
  },
  {
    nombre: 'Testamento público abierto',
    version: 1,
    tipo_acto: 'testamento',
    is_active: true,
    contenido: `# TESTAMENTO PÚBLICO ABIERTO
Expediente {{folio}} — {{notaria}}

En la fecha {{fecha}}, {{testador_nombre}}, con CURP {{testador_curp}}, en pleno uso de sus facultades, otorga su testamento público abierto, instituye como herederos a {{heredero_nombre}} y nombra albacea a {{albacea_nombre}}.

EL TESTADOR: {{testador_nombre}}`,
  },
];

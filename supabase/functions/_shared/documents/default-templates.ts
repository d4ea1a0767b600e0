// Used when a job names no plantilla, or its plantilla has no contenido: a deed outline for the
// case's act type, written only with the variables of variables.ts.

const COMPRAVENTA = `# CONTRATO DE COMPRAVENTA
Expediente {{folio}} — {{notaria}}

En la fecha {{fecha}}, ante la notaría {{notaria}}, comparecen por una parte {{vendedor_nombre}}, con RFC {{vendedor_rfc}}, CURP {{vendedor_curp}} y domicilio en {{vendedor_domicilio}}, a quien en lo sucesivo se denominará "LA PARTE VENDEDORA", y por la otra {{comprador_nombre}}, con RFC {{comprador_rfc}}, CURP {{comprador_curp}} y domicilio en {{comprador_domicilio}}, a quien en lo sucesivo se denominará "LA PARTE COMPRADORA", quienes celebran el presente contrato de compraventa al tenor de las siguientes declaraciones y cláusulas.

# DECLARACIONES
I. Declara LA PARTE VENDEDORA ser legítima propietaria del inmueble ubicado en {{inmueble_direccion}}, municipio de {{inmueble_municipio}}, código postal {{inmueble_cp}}, inscrito en el Registro Público de la Propiedad bajo el folio real {{inmueble_folio_real}}, con valor catastral de {{inmueble_valor_catastral}} ({{inmueble_valor_catastral_letra}}).
II. Declara LA PARTE VENDEDORA que el inmueble se encuentra libre de gravámenes, lo que se acredita con el certificado de libertad de gravámenes expedido por el Registro Público de la Propiedad, y al corriente en el pago de sus contribuciones.
III. Declara LA PARTE COMPRADORA que conoce el inmueble y su situación jurídica, y que es su voluntad adquirirlo en los términos de este contrato.

# CLÁUSULAS
PRIMERA. LA PARTE VENDEDORA vende a LA PARTE COMPRADORA, quien adquiere para sí, el inmueble descrito en la declaración I, con todo lo que de hecho y por derecho le corresponde.
SEGUNDA. El precio de la operación es la cantidad de {{precio_completo}}, que LA PARTE COMPRADORA paga a LA PARTE VENDEDORA a la firma de este instrumento, sirviendo el mismo como el recibo más amplio que en derecho proceda.
TERCERA. Crédito INFONAVIT para la adquisición: {{infonavit}}.
CUARTA. Los gastos, derechos e impuestos que origine esta compraventa serán a cargo de LA PARTE COMPRADORA, salvo el impuesto sobre la renta por la enajenación, que corresponde a LA PARTE VENDEDORA y que el notario calculará y retendrá conforme a la ley.
QUINTA. Las partes manifiestan que en la celebración de este contrato no existe error, dolo, mala fe ni lesión, y se someten a las leyes y tribunales competentes.

Leído que fue el presente instrumento y enteradas las partes de su valor y alcance legal, lo firman de conformidad.

LA PARTE VENDEDORA: {{vendedor_nombre}}
LA PARTE COMPRADORA: {{comprador_nombre}}`;

const GENERAL = `# {{tipo_acto}}
Expediente {{folio}} — {{notaria}}

En la fecha {{fecha}}, ante la notaría {{notaria}}, comparece {{cliente_nombre}}, con RFC {{cliente_rfc}}, CURP {{cliente_curp}} y domicilio en {{cliente_domicilio}}, en relación con el expediente "{{expediente_titulo}}".

Leído que fue el presente instrumento y enterado el compareciente de su valor y alcance legal, lo firma de conformidad.

{{cliente_nombre}}`;

export function defaultTemplate(tipoActo: string): { nombre: string; contenido: string } {
  if (tipoActo === 'compraventa') {
    return { nombre: 'Contrato de compraventa', contenido: COMPRAVENTA };
  }
  return { nombre: 'Instrumento notarial', contenido: GENERAL };
}

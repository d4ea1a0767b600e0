import { normalizeForMatch } from './normalize';

/** Specs 001 screen 19: the four quick-question buttons. */
export const QUICK_QUESTIONS = [
  '¿Qué documentos necesito para una compraventa?',
  '¿Cuál es la diferencia entre un poder general y uno especial?',
  '¿Cómo se calcula el ISR en la venta de un inmueble?',
  '¿Qué es un testamento público abierto?',
] as const;

/** What simulated dictation "hears" (no microphone is used). */
export const DICTATION_SAMPLE = '¿Qué requisitos necesito para otorgar un poder notarial?';

export const ASSISTANT_GREETING =
  'Hola, soy tu asistente legal. Puedo orientarte sobre compraventas, poderes, testamentos, impuestos, requisitos y plazos notariales. ¿En qué te ayudo?';

export const DEFAULT_REPLY =
  'Puedo orientarte sobre compraventas, poderes, testamentos, ISR, avalúos, créditos INFONAVIT, firmas, registro y datos personales (ARCO). ¿Puedes darme más detalles de tu consulta?';

/** Canned replies: the first rule with a keyword in the question answers it. */
const RULES: readonly { keywords: readonly string[]; reply: string }[] = [
  {
    keywords: ['isr', 'impuesto', 'ganancia'],
    reply:
      'En una compraventa el vendedor paga ISR sobre la ganancia (precio de venta menos costo de adquisición actualizado y deducciones). El notario lo calcula, lo retiene y lo entera al SAT dentro de los 15 días siguientes a la firma. La venta de casa habitación puede estar exenta dentro de los límites de ley.',
  },
  {
    keywords: ['testamento', 'herencia', 'heredero'],
    reply:
      'El testamento público abierto se otorga ante notario: el testador expresa su voluntad, el notario la redacta y la lee en voz alta y se firma en un solo acto. Después se da aviso al Registro Nacional de Avisos de Testamento (RENAT). Necesitas identificación oficial, CURP y los datos de tus herederos.',
  },
  {
    keywords: ['diferencia', 'especial', 'mandato'],
    reply:
      'Un poder general otorga facultades amplias (pleitos y cobranzas, actos de administración o de dominio), mientras que un poder o mandato especial se limita a un acto o asunto concreto, con su vigencia y limitaciones expresas.',
  },
  {
    keywords: ['poder', 'apoderado', 'otorgar', 'otorgante'],
    reply:
      'Para otorgar un poder necesitas la identificación oficial y CURP del otorgante, los datos del apoderado y definir las facultades (pleitos y cobranzas, administración, dominio) y, si aplica, su vigencia. Los poderes irrevocables se consideran actividad vulnerable y requieren identificación reforzada.',
  },
  {
    keywords: ['compraventa', 'comprar', 'vender', 'inmueble', 'escritura'],
    reply:
      'Para una compraventa se requieren: identificaciones y CURP/RFC de comprador y vendedor, escritura antecedente, certificado de libertad de gravámenes, avalúo, boletas de predial y agua al corriente y, si hay crédito, la carta de instrucción del banco o INFONAVIT. El notario da aviso preventivo al Registro Público de la Propiedad.',
  },
  {
    keywords: ['documento', 'requisito', 'papeles'],
    reply:
      'Los requisitos dependen del acto; en general: identificación oficial vigente, CURP, RFC, comprobante de domicilio y, para inmuebles, escritura antecedente, predial y certificado de libertad de gravámenes. Dime qué trámite harás y te doy la lista exacta.',
  },
  {
    keywords: ['avaluo', 'valor', 'catastral'],
    reply:
      'El avalúo lo emite un perito valuador autorizado y sirve para calcular impuestos (ISR, ISAI) y derechos. Suele tener una vigencia de 6 meses.',
  },
  {
    keywords: ['infonavit', 'credito', 'hipoteca', 'banco'],
    reply:
      'Con crédito INFONAVIT o bancario la institución envía una carta de instrucción al notario; la escritura incluye la compraventa y la garantía hipotecaria, y el pago al vendedor se libera tras la firma.',
  },
  {
    keywords: ['firma', 'firmar', 'efirma', 'fiel'],
    reply:
      'La firma de la escritura se hace ante el notario con identificación oficial. La e.firma (FIEL) del SAT tiene la misma validez que la autógrafa para trámites electrónicos.',
  },
  {
    keywords: ['registro', 'rpp', 'inscripcion'],
    reply:
      'Tras la firma, el notario inscribe la escritura en el Registro Público de la Propiedad; el folio real identifica al inmueble. La inscripción suele tardar de 2 a 8 semanas según la entidad.',
  },
  {
    keywords: ['plazo', 'tiempo', 'tarda', 'dias'],
    reply:
      'Como referencia: una compraventa toma unos 45 días, un poder general 15, un mandato especial 20 y un testamento 30, según la documentación disponible.',
  },
  {
    keywords: ['arco', 'privacidad', 'datos personales', 'lfpdppp'],
    reply:
      'Bajo la LFPDPPP, el titular puede ejercer sus derechos ARCO (Acceso, Rectificación, Cancelación y Oposición); la notaría debe responder en un máximo de 20 días hábiles.',
  },
];

/** The canned reply for a question (keyword match, accents and case ignored). */
export function replyFor(question: string): string {
  const text = normalizeForMatch(question);
  const rule = RULES.find((candidate) =>
    candidate.keywords.some((keyword) => text.includes(keyword)),
  );
  return rule?.reply ?? DEFAULT_REPLY;
}

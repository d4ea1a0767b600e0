export interface Webinar {
  title: string;
  description: string;
  date: string;
  duration: string;
  speaker: string;
  type: 'Grabado' | 'Próximo';
  category: string;
}

export const WEBINARS: Webinar[] = [
  {
    title: 'Compraventa inmobiliaria sin papel',
    description:
      'Cómo integrar el expediente, validar CURP y RFC y preparar la escritura en una sola plataforma.',
    date: '2025-02-12',
    duration: '60 min',
    speaker: 'Lic. Mariana Robles, Notaria Pública No. 48 de la CDMX',
    type: 'Próximo',
    category: 'Flujos notariales',
  },
  {
    title: 'LFPDPPP en la notaría: derechos ARCO en la práctica',
    description:
      'Plazos, evidencias y respuestas a solicitudes de acceso, rectificación, cancelación y oposición.',
    date: '2024-10-03',
    duration: '45 min',
    speaker: 'Mtro. Jorge Castañeda, especialista en protección de datos',
    type: 'Grabado',
    category: 'Cumplimiento',
  },
  {
    title: 'IA para revisar poderes y actas constitutivas',
    description:
      'Qué detecta la revisión automática, cómo se etiquetan las cláusulas y dónde decide el notario.',
    date: '2024-08-21',
    duration: '50 min',
    speaker: 'Ing. Daniela Ortega, equipo de producto de Fedatario',
    type: 'Grabado',
    category: 'Inteligencia artificial',
  },
];

export interface Guide {
  title: string;
  description: string;
  pages: number;
  format: 'PDF' | 'DOCX';
  category: string;
}

export const GUIDES: Guide[] = [
  {
    title: 'Lista de verificación para compraventa',
    description: 'Documentos, avisos y pagos de impuestos que no deben faltar antes de firmar.',
    pages: 12,
    format: 'PDF',
    category: 'Compraventa',
  },
  {
    title: 'Plantilla de aviso de privacidad para notarías',
    description: 'Un aviso integral adaptable, alineado a la LFPDPPP y su reglamento.',
    pages: 8,
    format: 'DOCX',
    category: 'Cumplimiento',
  },
  {
    title: 'Guía de digitalización del protocolo',
    description: 'Cómo ordenar, digitalizar y resguardar apéndices y testimonios con seguridad.',
    pages: 20,
    format: 'PDF',
    category: 'Operación',
  },
];

export interface Article {
  title: string;
  excerpt: string;
  readTime: string;
  category: string;
  date: string;
  author: string;
}

export const ARTICLES: Article[] = [
  {
    title: 'Cinco errores frecuentes al integrar un expediente de poder general',
    excerpt:
      'Facultades mal delimitadas, identificaciones vencidas y otros detalles que retrasan la firma.',
    readTime: '6 min',
    category: 'Poderes',
    date: '2024-11-04',
    author: 'Lic. Andrea Villalobos',
  },
  {
    title: 'Firma electrónica avanzada: qué sí y qué no en la función notarial',
    excerpt:
      'El marco legal vigente y los actos en los que la firma autógrafa sigue siendo necesaria.',
    readTime: '8 min',
    category: 'Firma electrónica',
    date: '2024-10-18',
    author: 'Mtro. Ricardo Salinas',
  },
  {
    title: 'Testamento público abierto: cómo acortar los tiempos sin perder certeza',
    excerpt: 'Agenda, testigos y validaciones previas que una notaría puede automatizar.',
    readTime: '5 min',
    category: 'Testamentos',
    date: '2024-09-25',
    author: 'Lic. Sofía Herrera',
  },
];

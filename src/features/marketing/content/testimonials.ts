export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  company: string;
  location: string;
  results: string;
  rating: number;
  category: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Las compraventas que nos tomaban tres semanas de integración ahora quedan listas en días. El equipo dejó de perseguir documentos por correo.',
    author: 'Lic. Fernando Aguilar',
    position: 'Notario titular',
    company: 'Notaría Pública No. 27',
    location: 'Guadalajara, Jalisco',
    results: '70% menos tiempo de integración',
    rating: 5,
    category: 'Compraventa',
  },
  {
    quote:
      'La revisión de poderes detecta facultades incompletas antes de que el cliente llegue a firmar. Nos ahorró varias escrituras aclaratorias.',
    author: 'Lic. Gabriela Méndez',
    position: 'Notaria adscrita',
    company: 'Notaría Pública No. 112',
    location: 'Ciudad de México',
    results: '0 escrituras aclaratorias en 6 meses',
    rating: 5,
    category: 'Poderes',
  },
  {
    quote:
      'Por fin tenemos control de vencimientos y avisos. Las alertas nos recuerdan cada plazo sin hojas de cálculo.',
    author: 'C.P. Roberto Treviño',
    position: 'Director administrativo',
    company: 'Notaría Pública No. 9',
    location: 'Monterrey, Nuevo León',
    results: '100% de avisos presentados a tiempo',
    rating: 5,
    category: 'Operación',
  },
  {
    quote:
      'Atender solicitudes ARCO era un dolor de cabeza. Ahora cada solicitud tiene su plazo, su evidencia y su respuesta en un solo lugar.',
    author: 'Lic. Paola Cervantes',
    position: 'Responsable de datos personales',
    company: 'Notaría Pública No. 5',
    location: 'Puebla, Puebla',
    results: 'Respuesta ARCO en 8 días hábiles promedio',
    rating: 4,
    category: 'Cumplimiento',
  },
];

export interface CaseStudy {
  title: string;
  company: string;
  challenge: string;
  solution: string;
  results: string[];
}

export const CASE_STUDIES: CaseStudy[] = [
  {
    title: 'De 40 a 120 compraventas al mes sin crecer la plantilla',
    company: 'Notaría Pública No. 27, Guadalajara',
    challenge:
      'El crecimiento inmobiliario de la zona metropolitana saturó al equipo de integración de expedientes.',
    solution:
      'Flujo guiado de compraventa, validación automática de CURP y RFC y recordatorios de documentos pendientes.',
    results: [
      '3x más operaciones mensuales',
      '85% menos captura manual',
      'Firma en 6 días promedio',
    ],
  },
  {
    title: 'Cumplimiento LFPDPPP auditable en una notaría de tres sedes',
    company: 'Notaría Pública No. 5, Puebla',
    challenge: 'Solicitudes ARCO dispersas en correos y sin evidencia de los plazos de respuesta.',
    solution:
      'Registro de consentimientos, solicitudes ARCO con plazo de 20 días hábiles y bitácora de auditoría.',
    results: ['100% de solicitudes en plazo', 'Bitácora completa para la autoridad'],
  },
];

export const TESTIMONIAL_STATS = [
  { value: '500+', label: 'notarías confían en nosotros' },
  { value: '85%', label: 'de tiempo ahorrado en integración' },
  { value: '99.9%', label: 'de precisión en validaciones' },
  { value: '4.9/5', label: 'de satisfacción de clientes' },
];

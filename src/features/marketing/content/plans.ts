/** Plans, add-ons and pricing notes: the business constants of specs §9. */
export interface Plan {
  name: string;
  description: string;
  /** Monthly price in MXN before VAT; null for custom pricing. */
  price: number | null;
  period: string;
  popular: boolean;
  features: string[];
  limitations: string[];
}

export const PLANS: Plan[] = [
  {
    name: 'Esencial',
    description: 'Para notarías que inician su transformación digital.',
    price: 2500,
    period: 'por mes',
    popular: false,
    features: [
      'Hasta 50 expedientes por mes',
      '3 usuarios',
      '10 GB de almacenamiento',
      'Flujos guiados de compraventa y poderes',
      'Revisión con IA y OCR',
      'Soporte por correo',
    ],
    limitations: ['Sin flujos personalizados', 'Sin integraciones a la medida'],
  },
  {
    name: 'Profesional',
    description: 'Para notarías con operación constante y equipos en crecimiento.',
    price: 4900,
    period: 'por mes',
    popular: true,
    features: [
      'Hasta 200 expedientes por mes',
      '10 usuarios',
      '50 GB de almacenamiento',
      'Todo lo de Esencial',
      'Firma electrónica y control de versiones',
      'Alertas de riesgo y vencimientos',
      'Soporte prioritario por chat y teléfono',
    ],
    limitations: ['Flujos personalizados con costo adicional'],
  },
  {
    name: 'Corporativo',
    description: 'Para grupos notariales y despachos con varias sedes.',
    price: null,
    period: 'precio a la medida',
    popular: false,
    features: [
      'Expedientes ilimitados',
      'Usuarios ilimitados',
      'Almacenamiento ilimitado',
      'Todo lo de Profesional',
      'Flujos e integraciones a la medida',
      'Gerente de cuenta dedicado',
    ],
    limitations: [],
  },
];

export interface AddOn {
  name: string;
  price: string;
  description: string;
}

export const ADD_ONS: AddOn[] = [
  {
    name: 'Usuario adicional',
    price: '$190 MXN / mes',
    description: 'Suma a un colaborador más a tu plan, con sus propios permisos.',
  },
  {
    name: 'Almacenamiento adicional',
    price: '$50 MXN / mes por cada 10 GB',
    description: 'Más espacio para escrituras, anexos y expedientes digitalizados.',
  },
  {
    name: 'Flujo personalizado',
    price: '$8,500 MXN pago único',
    description: 'Diseñamos un flujo guiado para un trámite propio de tu notaría.',
  },
  {
    name: 'Capacitación presencial',
    price: '$12,000 MXN por sesión',
    description: 'Una sesión en tus oficinas para todo el equipo.',
  },
];

export const VAT_NOTE = 'Los precios no incluyen IVA (16%).';
export const ANNUAL_NOTE = 'Con pago anual obtienes 2 meses gratis (aprox. 17% de descuento).';
export const TRIAL_NOTE =
  'Prueba gratis el plan Profesional durante 30 días, con hasta 50 expedientes de prueba.';

export interface FaqItem {
  question: string;
  answer: string;
}

export const PRICING_FAQ: FaqItem[] = [
  {
    question: '¿Puedo cambiar de plan en cualquier momento?',
    answer:
      'Sí. El cambio se aplica en tu siguiente periodo de facturación y conservas todos tus expedientes.',
  },
  {
    question: '¿Qué pasa si supero los límites de mi plan?',
    answer:
      'Te avisamos antes de alcanzar el límite de expedientes, usuarios o almacenamiento para que decidas si amplías tu plan o contratas un servicio adicional.',
  },
  {
    question: '¿Cómo funciona la prueba gratuita?',
    answer:
      'Durante 30 días usas el plan Profesional con hasta 50 expedientes de prueba, sin tarjeta de crédito.',
  },
  {
    question: '¿Los precios incluyen IVA?',
    answer: 'No. A todos los precios se suma el IVA del 16% y emitimos CFDI por cada pago.',
  },
  {
    question: '¿Mis datos y los de mis clientes están protegidos?',
    answer:
      'Sí. Ciframos la información con AES-256 en reposo y TLS 1.3 en tránsito, y cumplimos con la LFPDPPP.',
  },
];

/**
 * "$2,500": a whole number of pesos as es-MX `Intl.NumberFormat` writes MXN without cents (the
 * test holds the two equal). Written out because the first `Intl.NumberFormat` of a page loads
 * the locale's data: 15–65 ms in desktop Chromium, about four times that on a phone, paid before
 * /pricing and the landing can paint.
 */
export function formatWholePesos(amount: number): string {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${digits}`;
}

/** "$2,500" for a price, or the plan's custom-pricing wording. */
export function formatPlanPrice(plan: Plan): string {
  return plan.price === null ? 'A la medida' : formatWholePesos(plan.price);
}

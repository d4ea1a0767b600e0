/**
 * Every route of the app, so links and the route tree never hand-type a path. `path` is the
 * pattern the router matches; `getHref` builds a link (with params encoded).
 *
 * The specs name some pages two ways (/recursos and /resources, /app/busqueda and /app/buscar,
 * /app/workflow and /app/flujo-predictivo); both spellings are listed so the second can be
 * routed as a redirect to the first.
 */

interface StaticPath<P extends string> {
  path: P;
  getHref: () => P;
}

function staticPath<P extends string>(path: P): StaticPath<P> {
  return { path, getHref: () => path };
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Sections of the landing page that the header and the "Cómo funciona" link jump to. */
export type HomeSection = 'platform' | 'features' | 'flows' | 'pricing';

export const paths = {
  home: {
    path: '/',
    getHref: (section?: HomeSection) => (section ? `/#${section}` : '/'),
  },
  contacto: {
    path: '/contacto',
    /** `webinar` pre-fills the message with a registration to that session. */
    getHref: (query: { webinar?: string } = {}) => withQuery('/contacto', query),
  },
  pricing: staticPath('/pricing'),
  recursos: staticPath('/recursos'),
  /** An article of /recursos. */
  recurso: {
    path: '/recursos/:slug',
    getHref: (slug: string) => `/recursos/${encodeURIComponent(slug)}`,
  },
  resources: staticPath('/resources'),
  testimonios: staticPath('/testimonios'),
  testimonials: staticPath('/testimonials'),
  auth: {
    path: '/auth',
    /**
     * `redirectTo` is where the access guard sends the user back after signing in; `paso=codigo`
     * resumes a password-only session at the two-step code.
     */
    getHref: (redirectTo?: string, paso?: 'codigo') => withQuery('/auth', { redirectTo, paso }),
  },
  /** Enrolment required by the office before entering /app (outside the shell: no office data yet). */
  authVerificacion: {
    path: '/auth/verificacion-en-dos-pasos',
    getHref: (redirectTo?: string) => withQuery('/auth/verificacion-en-dos-pasos', { redirectTo }),
  },
  legal: {
    privacidad: staticPath('/legal/privacidad'),
    cookies: staticPath('/legal/cookies'),
  },
  /** Client portal, reached by a link carrying the access token. */
  cliente: {
    path: '/cliente',
    getHref: (query: { token: string; client?: string }) => withQuery('/cliente', query),
  },
  /** Public secure-room link shared with the parties of a deed. */
  sala: {
    path: '/sala/:salaId',
    getHref: (salaId: string) => `/sala/${encodeURIComponent(salaId)}`,
  },
  app: {
    root: staticPath('/app'),
    dashboard: staticPath('/app'),
    clientes: staticPath('/app/clientes'),
    /** A client's page (ficha): data, cases, documents, privacy and the portal link. */
    cliente: {
      path: '/app/clientes/:clientId',
      getHref: (clientId: string) => `/app/clientes/${encodeURIComponent(clientId)}`,
    },
    expedientes: {
      path: '/app/expedientes',
      getHref: (filter: { clienteId?: string } = {}) => withQuery('/app/expedientes', filter),
    },
    expedienteNuevo: staticPath('/app/expedientes/nuevo'),
    expediente: {
      path: '/app/expedientes/:expedienteId',
      getHref: (expedienteId: string) => `/app/expedientes/${encodeURIComponent(expedienteId)}`,
    },
    documentos: staticPath('/app/documentos'),
    documentosAvanzado: staticPath('/app/documentos-avanzado'),
    tareas: staticPath('/app/tareas'),
    flujoPredictivo: staticPath('/app/flujo-predictivo'),
    workflow: staticPath('/app/workflow'),
    satisfaccion: staticPath('/app/satisfaccion'),
    portal: staticPath('/app/portal'),
    busqueda: staticPath('/app/busqueda'),
    buscar: staticPath('/app/buscar'),
    flujos: {
      compraventa: staticPath('/app/flujos/compraventa'),
      poderGeneral: staticPath('/app/flujos/poder-general'),
      poderMandato: staticPath('/app/flujos/poder-mandato'),
    },
    admin: {
      users: staticPath('/app/admin/users'),
      messages: staticPath('/app/admin/messages'),
    },
    auditoria: staticPath('/app/auditoria'),
    seguridad: staticPath('/app/seguridad'),
    asistente: staticPath('/app/asistente'),
    plantillas: staticPath('/app/plantillas'),
    riesgos: staticPath('/app/riesgos'),
    salas: staticPath('/app/salas'),
    vencimientos: staticPath('/app/vencimientos'),
    firmas: staticPath('/app/firmas'),
    notificaciones: staticPath('/app/notificaciones'),
    configuracion: staticPath('/app/configuracion'),
    compliance: staticPath('/app/compliance'),
  },
} as const;

/** True for any path of the signed-in area, where the public header hides Acceder and Demo. */
export function isAppPath(pathname: string): boolean {
  return pathname === paths.app.root.path || pathname.startsWith(`${paths.app.root.path}/`);
}

/**
 * The six canned topics of the help assistant (specs 001 §1): create a client, create a case,
 * load demo data, guided purchase-sale flows, MFA and a session that is not remembered.
 * `examples` are the phrasings embedded for the cosine ranking; `keywords` (accent-free,
 * lower case, the main one first) drive the fallback when the model cannot load.
 */
export interface HelpTopic {
  id: string;
  title: string;
  examples: readonly string[];
  keywords: readonly string[];
  answer: string;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'crear-cliente',
    title: 'Crear un cliente',
    examples: [
      '¿Cómo creo un cliente nuevo?',
      'Dar de alta un cliente con su RFC y CURP',
      'Registrar cliente',
    ],
    keywords: ['cliente', 'rfc', 'curp'],
    answer:
      'Ve a Clientes en el menú lateral y pulsa «Nuevo cliente». El nombre es obligatorio; correo, teléfono, domicilio, RFC y CURP son opcionales y se validan al guardar. Si ya existe un cliente con el mismo RFC o CURP se te avisa. También puedes crearlo desde el Panel con «Nuevo cliente».',
  },
  {
    id: 'crear-expediente',
    title: 'Crear un expediente',
    examples: [
      '¿Cómo creo un expediente nuevo?',
      'Abrir un expediente o caso para un cliente',
      'Generar folio de expediente',
    ],
    keywords: ['expediente', 'caso', 'folio'],
    answer:
      'Pulsa «Nuevo expediente» en el Panel o en Expedientes. Indica el título, el tipo de acto (compraventa, poder general, poder de mandato especial o testamento) y el cliente. El folio se asigna solo y se crean las tareas iniciales y el flujo guiado del tipo elegido.',
  },
  {
    id: 'datos-demo',
    title: 'Cargar datos demo',
    examples: [
      '¿Cómo cargo datos demo?',
      'Datos de ejemplo para probar la plataforma',
      'Cargar datos de demostración',
    ],
    keywords: ['demo', 'demostracion', 'ejemplo', 'prueba'],
    answer:
      'En el Panel pulsa «Cargar datos demo»: se crean clientes, expedientes, tareas y documentos de ejemplo en tu organización y la página se recarga para mostrarlos.',
  },
  {
    id: 'flujo-compraventa',
    title: 'Flujos guiados de compraventa',
    examples: [
      '¿Cómo funciona el flujo guiado de compraventa?',
      'Pasos para la compraventa de un inmueble',
      'Flujo de compraventa',
    ],
    keywords: ['compraventa', 'flujo', 'guiado', 'inmueble'],
    answer:
      'Abre el flujo guiado de compraventa: tiene 5 pasos (Partes y Propiedad, Documentos Base, Validaciones, Generación y Biblioteca). Puedes saltar entre pasos con las pestañas, avanzar con Siguiente y ver en el panel lateral cuántos documentos llevas de 6 y cuántos se han generado.',
  },
  {
    id: 'mfa',
    title: 'Verificación en dos pasos (MFA)',
    examples: [
      '¿Cómo activo la verificación en dos pasos MFA?',
      'Autenticación de dos factores con código TOTP',
      'Activar MFA',
    ],
    keywords: ['mfa', '2fa', 'totp', 'autenticacion', 'factores', 'verificacion'],
    answer:
      'Ve a Seguridad y activa la autenticación de dos factores: escanea el código QR con tu aplicación de autenticación (o escribe el secreto) e introduce el código de 6 dígitos. Verás «MFA activado» y desde entonces se te pedirá el código al iniciar sesión.',
  },
  {
    id: 'sesion',
    title: 'La sesión no se recuerda',
    examples: [
      '¿Por qué no se recuerda mi sesión?',
      'Tengo que iniciar sesión cada vez que abro el navegador',
      'Sesión no recordada',
    ],
    keywords: ['sesion', 'recuerda', 'recordar', 'navegador'],
    answer:
      'La sesión se guarda en el almacenamiento local del navegador. Si no se recuerda, revisa que no uses una ventana privada o de incógnito, que el navegador no borre los datos de los sitios al cerrarse y que no bloquee el almacenamiento de este sitio. «Salir» cierra la sesión en todos tus dispositivos.',
  },
];

/** Specs §8: what the assistant says when no topic is close enough. */
export const HELP_FALLBACK_TEXT =
  'No encontré una respuesta exacta. ¿Puedes reformular o dar más contexto?';

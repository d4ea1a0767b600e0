export { PoderGeneralPage } from './pages/poder-general-page';
export { PoderMandatoPage } from './pages/poder-mandato-page';
export { OBJETOS_PODER, MATERIAS_MANDATO, POWER_KINDS } from './power-kinds';
export type { PowerKind } from './power-kinds';
export { powerKeys } from './api';

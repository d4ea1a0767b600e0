export { IndicadoresCard } from './components/indicadores-card';
export { LiquidacionPanel } from './components/liquidacion-panel';
export { PortalCostSheets } from './components/portal-cost-sheets';

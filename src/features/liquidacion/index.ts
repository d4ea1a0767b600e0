export { IndicadoresCard } from './components/indicadores-card';
export { LiquidacionPanel } from './components/liquidacion-panel';

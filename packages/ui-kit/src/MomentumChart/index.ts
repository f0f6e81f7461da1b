export { MomentumChart, type MomentumChartProps, momentumShares } from './MomentumChart.tsx';

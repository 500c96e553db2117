export { PlanTable } from './plan-display';

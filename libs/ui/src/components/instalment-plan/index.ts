export { InstalmentPlan, type InstalmentPlanProps } from './instalment-plan';

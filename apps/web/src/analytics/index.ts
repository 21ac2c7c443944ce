export { analytics } from './analytics-instance';
export { usePageTracking } from './use-page-tracking';
export type {
  Analytics,
  AnalyticsProperties,
  AnalyticsPropertyValue,
  PageRef,
} from './analytics-client';

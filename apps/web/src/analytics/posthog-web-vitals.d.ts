/**
 * posthog-js ships its web vitals bundle without types. Glide imports it only for its side effect
 * (it registers the callbacks the SDK looks for), so the module's shape does not matter.
 */
declare module 'posthog-js/dist/web-vitals.js';

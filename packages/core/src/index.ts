export * from './time/clock';
export * from './time/system-clock';
export * from './time/clock-sync';
export * from './random';
export * from './language/language';
export * from './script/index';
export * from './analytics/identity';
export * from './firmware/firmware-version';

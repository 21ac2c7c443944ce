export * from './time/clock';
export * from './time/system-clock';

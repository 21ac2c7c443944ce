export * from './types';
export * from './normalise';
export * from './csv';
export * from './funscript';
export * from './parse';
export * from './analysis';
export * from './hsp';

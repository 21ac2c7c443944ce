export * from './playable';
export * from './pattern-playable';

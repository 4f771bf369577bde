export * from './tones';
export * from './score';
export * from './candidates';
export * from './llm';
export * from './round';
export * from './game';
export * from './view';
export * from './age';

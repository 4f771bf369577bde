export * from './schema';
export * from './normalise';
export * from './detect';
export * from './merit';
export * from './lines';
export * from './response';
export * from './validate';
export * from './game';

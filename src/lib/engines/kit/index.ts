export * from './prng';
export * from './content-filter';
export * from './display-text';
export * from './llm-request';
export * from './text';

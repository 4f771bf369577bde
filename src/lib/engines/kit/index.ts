export * from './prng';
export * from './content-filter';
export * from './llm-request';
export * from './text';

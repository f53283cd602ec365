export * from './csv';
export * from './definition';
export * from './text';
export * from './export';
export * from './employee';
export * from './tools';
export * from './registry';

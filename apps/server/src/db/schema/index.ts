/**
 * The database schema, one file per module (the module that owns the tables). Everything imports
 * tables from here (`../../db/schema`); drizzle-kit reads this file (drizzle.config.ts).
 */
export * from './employee';
export * from './partner';
export * from './tools';
export * from './platform';
export * from './auth';
export * from './general';
export * from './notifications';
export * from './account';
export * from './claims';
export * from './employer';
export * from './classifications';
export * from './payments';
export * from './wellness';
export * from './plan';
export * from './directory';
export * from './partner-signup';
export * from './demo';
export * from './client-signup';

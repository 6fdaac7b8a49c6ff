// All tables, one file per area. drizzle-kit reads every file in this folder.
export * from './core';
export * from './units';
export * from './preferences';
export * from './attempts';
export * from './scorm';
export * from './categories';
export * from './media';
export * from './identity';
export * from './learning';
export * from './news';
export * from './audit';
export * from './jobs';
export * from './relatives';
export * from './privacy';
export * from './userImport';
export * from './paths';
export * from './assignments';

export * from './auth.ts';
export * from './categories.ts';
export * from './system.ts';
export * from './users.ts';
export * from './boards.ts';

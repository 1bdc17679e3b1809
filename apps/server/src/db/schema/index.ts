export * from './auth.ts';
export * from './boards.ts';
export * from './categories.ts';
export * from './conversations.ts';
export * from './media.ts';
export * from './notifications.ts';
export * from './system.ts';
export * from './users.ts';

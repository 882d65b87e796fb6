export * from './registry.ts';
export * from './shared/api.ts';
export * from './shared/messages.ts';
export * from './shared/payloads.ts';
export * from './shared/statuses.ts';
export type * from './shared/registration.types.ts';

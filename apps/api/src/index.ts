export { createServer, type Server } from './server.ts';
export type { AppRouter } from './trpc/router.ts';

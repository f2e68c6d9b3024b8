export { startWorker, QUEUES } from './worker.ts';

export { startWorker, QUEUES, type Worker } from './worker.ts';
export { startMailReceiver, type MailReceiver } from './mail-receiver.ts';
export { playwrightDriver } from './automation/driver.ts';

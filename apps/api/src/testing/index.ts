export { applyPayload, fakeUpload } from './fixtures.ts';
export { startStripeStub } from './stripe-stub.ts';
export { sessionCookie } from './sign-in.ts';

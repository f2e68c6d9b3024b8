import type { VisitPurpose } from '@eta/domain';
import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';

/** What the worker types into the government form for one application, in the form's own terms. */
export type SubmissionData = {
  reference: string;
  /** The application's internal mailbox: the government's security code and decision arrive there. */
  email: string;
  passport: { number: string; nationality: string; issuingCountry: string; expiryDate: string };
  personal: { givenNames: string; familyName: string; dateOfBirth: string };
  address: { line1: string; line2: string; town: string; postcode: string; country: string };
  job: { hasJob: boolean; title: string };
  travel: { purpose: VisitPurpose; arrivalDate: string };
  declarations: { criminalConviction: boolean; warCrimes: boolean };
  documents: { passportImage: Document; facePhoto: Document };
};
type Document = { bytes: Buffer; contentType: string; name: string };

export type FeeCard = { number: string; expiry: string; cvc: string; name: string };
export type GovernmentForm = { url: string; isPractice: boolean; card: FeeCard };

/** The practice bank's card, accepted by `packages/gov-sim` only. */
const PRACTICE_CARD: FeeCard = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'ETA Assist Ltd' };

/**
 * Where the worker submits and with which card. Unset, it is the practice form started beside the
 * product (`./run.sh start`) and the practice bank's test card; production refuses both.
 */
export function governmentForm(config: Config): GovernmentForm {
  const card = config.GOV_FEE_CARD_NUMBER && config.GOV_FEE_CARD_EXPIRY && config.GOV_FEE_CARD_CVC && config.GOV_FEE_CARD_NAME
    ? { number: config.GOV_FEE_CARD_NUMBER.replace(/\s/g, ''), expiry: config.GOV_FEE_CARD_EXPIRY, cvc: config.GOV_FEE_CARD_CVC, name: config.GOV_FEE_CARD_NAME }
    : null;
  if (config.isProduction) {
    if (!config.GOV_FORM_URL) throw new ConfigError('Invalid configuration: GOV_FORM_URL is required in production (the practice form is for development)');
    if (!card) throw new ConfigError('Invalid configuration: GOV_FEE_CARD_NUMBER, GOV_FEE_CARD_EXPIRY, GOV_FEE_CARD_CVC and GOV_FEE_CARD_NAME are required in production');
  }
  return {
    url: (config.GOV_FORM_URL ?? `http://127.0.0.1:${config.GOV_SIM_PORT}`).replace(/\/$/, ''),
    isPractice: !config.GOV_FORM_URL,
    card: card ?? PRACTICE_CARD,
  };
}

/** Hooks the driver calls while it fills the form: evidence, the code, and the point of no return. */
export type SubmissionHooks = {
  /** A screenshot of the page just filled (sensitive fields already masked), in page order. */
  screenshot: (png: Buffer, page: string) => Promise<void>;
  /** Waits for a security code sent after `since` to `data.email` (or typed in by staff), and marks it used. */
  securityCode: (since: Date) => Promise<string>;
  /** Written before the pay button is pressed: from here on a crashed run is never retried by itself. */
  paymentCheckpoint: () => Promise<void>;
  /** Keeps the queue's heartbeat and tells the driver to stop (SIGTERM, or the job was taken back). */
  signal: AbortSignal;
};

/** The port the worker implements with Playwright: fills every page, pays, and returns the government's application number. */
export type GovFormDriver = (form: GovernmentForm, data: SubmissionData, hooks: SubmissionHooks, options: { headless: boolean }) => Promise<{ governmentReference: string }>;

/** A run's failure as staff read it, with the page it happened on. */
export class SubmissionError extends Error {
  override name = 'SubmissionError';
  /** The government page it happened on. */
  readonly page: string | null;
  /** PNG of the failing page, masked. */
  screenshot: Buffer | null = null;
  /** The Playwright trace of the whole run (a ZIP). */
  trace: Buffer | null = null;
  constructor(message: string, page: string | null = null) {
    super(message);
    this.page = page;
  }
}

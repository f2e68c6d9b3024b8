import { DEFAULT_APPLICATION_FEE_PENCE, formatPence } from '@eta/domain';

export const AGENCY_NAME = 'ETA Assist';

export const NOT_GOVERNMENT_NOTICE =
  'ETA Assist is a private agency. We are not a government service and are not affiliated with or endorsed by the UK Government.';

/** The service fee in whole pounds, e.g. "£75" (the review step shows "£75.00"). */
export const SERVICE_FEE = formatPence(DEFAULT_APPLICATION_FEE_PENCE).replace(/\.00$/, '');

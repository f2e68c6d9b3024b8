export const AGENCY_NAME = 'ETA Assist';

export const NOT_GOVERNMENT_NOTICE =
  'ETA Assist is a private agency. We are not a government service and are not affiliated with or endorsed by the UK Government.';

import { Migration20261122000000Initial } from './Migration20261122000000Initial.ts';
import { Migration20261122010000ContactMessages } from './Migration20261122010000ContactMessages.ts';
import { Migration20261123000000RateLimitKeys } from './Migration20261123000000RateLimitKeys.ts';
import { Migration20261124000000OutboxClaims } from './Migration20261124000000OutboxClaims.ts';
import { Migration20261124010000ApplicationDates } from './Migration20261124010000ApplicationDates.ts';
import { Migration20261124020000PaymentReview } from './Migration20261124020000PaymentReview.ts';
import { Migration20261125000000StaffConsole } from './Migration20261125000000StaffConsole.ts';
import { Migration20261126000000AutomatedSubmission } from './Migration20261126000000AutomatedSubmission.ts';
import { Migration20261127000000RefundsThroughProvider } from './Migration20261127000000RefundsThroughProvider.ts';
import { Migration20261127010000AdminSearch } from './Migration20261127010000AdminSearch.ts';
import { Migration20261127020000AdminFigures } from './Migration20261127020000AdminFigures.ts';
import { Migration20261128000000RefundActors } from './Migration20261128000000RefundActors.ts';
import { Migration20261129000000PortalAfterPayment } from './Migration20261129000000PortalAfterPayment.ts';
import { Migration20261129010000DataRetention } from './Migration20261129010000DataRetention.ts';

/** Every committed migration, in order. New ones are appended here. */
export const migrations = [
  { name: 'Migration20261122000000Initial', class: Migration20261122000000Initial },
  { name: 'Migration20261122010000ContactMessages', class: Migration20261122010000ContactMessages },
  { name: 'Migration20261123000000RateLimitKeys', class: Migration20261123000000RateLimitKeys },
  { name: 'Migration20261124000000OutboxClaims', class: Migration20261124000000OutboxClaims },
  { name: 'Migration20261124010000ApplicationDates', class: Migration20261124010000ApplicationDates },
  { name: 'Migration20261124020000PaymentReview', class: Migration20261124020000PaymentReview },
  { name: 'Migration20261125000000StaffConsole', class: Migration20261125000000StaffConsole },
  { name: 'Migration20261126000000AutomatedSubmission', class: Migration20261126000000AutomatedSubmission },
  { name: 'Migration20261127000000RefundsThroughProvider', class: Migration20261127000000RefundsThroughProvider },
  { name: 'Migration20261127010000AdminSearch', class: Migration20261127010000AdminSearch },
  { name: 'Migration20261127020000AdminFigures', class: Migration20261127020000AdminFigures },
  { name: 'Migration20261128000000RefundActors', class: Migration20261128000000RefundActors },
  { name: 'Migration20261129000000PortalAfterPayment', class: Migration20261129000000PortalAfterPayment },
  { name: 'Migration20261129010000DataRetention', class: Migration20261129010000DataRetention },
];

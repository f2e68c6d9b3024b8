import { adminEntities } from '../admin/entities.ts';
import { applicationEntities } from '../applications/entities.ts';
import { auditEntities } from '../audit/entities.ts';
import { automationEntities } from '../automation/entities.ts';
import { codeEntities } from '../codes/entities.ts';
import { contactEntities } from '../contact/entities.ts';
import { emailEntities } from '../email/entities.ts';
import { paymentEntities } from '../payments/entities.ts';
import { portalEntities } from '../portal/entities.ts';
import { securityEntities } from '../security/entities.ts';
import { staffEntities } from '../staff/entities.ts';
import { storageEntities } from '../storage/entities.ts';

export const allEntities = [
  ...staffEntities,
  ...applicationEntities,
  ...paymentEntities,
  ...codeEntities,
  ...automationEntities,
  ...storageEntities,
  ...adminEntities,
  ...auditEntities,
  ...emailEntities,
  ...securityEntities,
  ...contactEntities,
  ...portalEntities,
];

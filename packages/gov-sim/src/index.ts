export { startGovSim, FAULT_KINDS, GOV_FEE_PENCE, type GovSim, type GovSimOptions, type Fault, type FaultKind, type Decision, type Submission } from './server.ts';
export { FORM_PAGES, PURPOSES, DECLINED_CARD } from './form.ts';

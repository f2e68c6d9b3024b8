import type { Page } from 'playwright-core';
import type { SubmissionData } from '@eta/core';

/**
 * One page object per government page: the heading and labels it must show (its fingerprint),
 * how to fill it from the application, and what to mask in its screenshot. The wording is the
 * service's own; a page whose wording changed fails the run instead of being typed into.
 */
export type GovPage = {
  heading: string;
  labels: string[];
  fill: (page: Page, data: SubmissionData) => Promise<void>;
  /** The button that leaves the page. */
  submit: string;
};

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const group = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

async function fillDate(page: Page, legend: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const fieldset = group(page, legend);
  await fieldset.getByLabel('Day', { exact: true }).fill(String(Number(day)));
  await fieldset.getByLabel('Month', { exact: true }).fill(String(Number(month)));
  await fieldset.getByLabel('Year', { exact: true }).fill(year ?? '');
}

const choose = (page: Page, legend: string, option: string) => group(page, legend).getByLabel(option, { exact: true }).check();
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Our visit purposes in the form's words. */
const PURPOSE_LABELS: Record<string, string> = {
  tourism: 'Tourism, including visiting family and friends',
  work: 'Business, work or an academic visit',
  study: 'Study',
  transit: 'Transit through the UK',
};

/** Masked in every screenshot: the passport number, the date of birth and the agency's card. */
export const SENSITIVE_SELECTORS = [
  '#passportNumber',
  '[id^="dateOfBirth-"]',
  '#cardNumber',
  '#expiry',
  '#securityCode',
  '.govuk-summary-list__row:has(dt:text-is("Passport number")) dd',
  '.govuk-summary-list__row:has(dt:text-is("Date of birth")) dd',
];

export const START: GovPage = {
  heading: 'Apply for an electronic travel authorisation (ETA)',
  labels: [],
  fill: async () => undefined,
  submit: 'Start now',
};

export const WHO: GovPage = {
  heading: 'Who are you applying for?',
  labels: ['Who are you applying for?', 'Myself', 'Someone else'],
  fill: (page) => choose(page, 'Who are you applying for?', 'Someone else'),
  submit: 'Continue',
};

export const EMAIL: GovPage = {
  heading: 'What is the applicant’s email address?',
  labels: ['Email address'],
  fill: (page, data) => byLabel(page, 'Email address').fill(data.email),
  submit: 'Continue',
};

/** Filled by the driver with the code from the mailbox; see `driver.ts`. */
export const SECURITY_CODE: GovPage = {
  heading: 'Check your email',
  labels: ['Security code'],
  fill: async () => undefined,
  submit: 'Continue',
};

export const PASSPORT: GovPage = {
  heading: 'Passport details',
  labels: ['Passport number', 'Nationality, as shown on the passport', 'Country that issued the passport', 'Expiry date', 'Upload a photo of the passport'],
  fill: async (page, data) => {
    await byLabel(page, 'Passport number').fill(data.passport.number);
    await byLabel(page, 'Nationality, as shown on the passport').fill(data.passport.nationality);
    await byLabel(page, 'Country that issued the passport').fill(data.passport.issuingCountry);
    await fillDate(page, 'Expiry date', data.passport.expiryDate);
    const scan = data.documents.passportImage;
    await byLabel(page, 'Upload a photo of the passport').setInputFiles({ name: `${scan.name}.${scan.contentType === 'image/png' ? 'png' : 'jpg'}`, mimeType: scan.contentType, buffer: scan.bytes });
  },
  submit: 'Continue',
};

export const FACE_PHOTO: GovPage = {
  heading: 'Upload a photo of the applicant’s face',
  labels: ['Upload a photo'],
  fill: async (page, data) => {
    const photo = data.documents.facePhoto;
    await byLabel(page, 'Upload a photo').setInputFiles({ name: `${photo.name}.${photo.contentType === 'image/png' ? 'png' : 'jpg'}`, mimeType: photo.contentType, buffer: photo.bytes });
  },
  submit: 'Continue',
};

export const PERSONAL: GovPage = {
  heading: 'Personal details',
  labels: ['Given names', 'Family name', 'Date of birth'],
  fill: async (page, data) => {
    await byLabel(page, 'Given names').fill(data.personal.givenNames);
    await byLabel(page, 'Family name').fill(data.personal.familyName);
    await fillDate(page, 'Date of birth', data.personal.dateOfBirth);
  },
  submit: 'Continue',
};

export const ADDRESS: GovPage = {
  heading: 'What is the applicant’s home address?',
  labels: ['Address line 1', 'Address line 2 (optional)', 'Town or city', 'Postal code (optional)', 'Country'],
  fill: async (page, data) => {
    await byLabel(page, 'Address line 1').fill(data.address.line1);
    await byLabel(page, 'Address line 2 (optional)').fill(data.address.line2);
    await byLabel(page, 'Town or city').fill(data.address.town);
    await byLabel(page, 'Postal code (optional)').fill(data.address.postcode);
    await byLabel(page, 'Country').fill(data.address.country);
  },
  submit: 'Continue',
};

export const JOB: GovPage = {
  heading: 'Does the applicant have a job?',
  labels: ['Does the applicant have a job?', 'Job title (if they have a job)'],
  fill: async (page, data) => {
    await choose(page, 'Does the applicant have a job?', yesNo(data.job.hasJob));
    await byLabel(page, 'Job title (if they have a job)').fill(data.job.hasJob ? data.job.title : '');
  },
  submit: 'Continue',
};

export const TRAVEL: GovPage = {
  heading: 'About the journey',
  labels: ['What is the main reason for the visit?', 'When will the applicant arrive in the UK?'],
  fill: async (page, data) => {
    await choose(page, 'What is the main reason for the visit?', PURPOSE_LABELS[data.travel.purpose] ?? 'Something else');
    await fillDate(page, 'When will the applicant arrive in the UK?', data.travel.arrivalDate);
  },
  submit: 'Continue',
};

const CRIMINALITY = 'Has the applicant ever been convicted of a crime for which they were sentenced to 12 months or more in prison?';
const WAR_CRIMES = 'Has the applicant ever been involved in war crimes, terrorism or genocide?';
export const DECLARATIONS: GovPage = {
  heading: 'Criminality, immigration and other declarations',
  labels: [CRIMINALITY, WAR_CRIMES],
  fill: async (page, data) => {
    await choose(page, CRIMINALITY, yesNo(data.declarations.criminalConviction));
    await choose(page, WAR_CRIMES, yesNo(data.declarations.warCrimes));
  },
  submit: 'Continue',
};

export const CHECK_ANSWERS: GovPage = {
  heading: 'Check your answers',
  labels: [],
  fill: async () => undefined,
  submit: 'Confirm and continue to payment',
};

export const PAYMENT: GovPage = {
  heading: 'Enter card details',
  labels: ['Card number', 'Expiry date (MM/YY)', 'Name on card', 'Card security code'],
  fill: async () => undefined,
  submit: 'Pay £16.00',
};

export const CONFIRMATION = { heading: 'Application complete' };

/** The question pages between the security code and the check-your-answers page, in order. */
export const QUESTION_PAGES = [PASSPORT, FACE_PHOTO, PERSONAL, ADDRESS, JOB, TRAVEL, DECLARATIONS];

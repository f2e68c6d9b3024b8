/**
 * The practice form's pages, in the order the public describes the real online ETA form. Each
 * page is data: its heading, its fields (labels as the real service words them) and how each is
 * checked. The server renders and validates them; the worker's page objects meet them by heading
 * and labels, as they would meet the real service.
 */

export type Option = { value: string; label: string };
export type Field =
  | { kind: 'text' | 'email'; name: string; label: string; hint?: string; missing: string; check?: (value: string) => string | null; width?: string }
  | { kind: 'date'; name: string; label: string; hint?: string; missing: string; when: 'past' | 'future' }
  | { kind: 'radios'; name: string; label: string; missing: string; options: Option[] }
  | { kind: 'file'; name: string; label: string; hint?: string; missing: string };

export type FormPage = { slug: string; heading: string; caption: string; fields: Field[] };

const yesNo: Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const PURPOSES: Option[] = [
  { value: 'tourism', label: 'Tourism, including visiting family and friends' },
  { value: 'business', label: 'Business, work or an academic visit' },
  { value: 'study', label: 'Study' },
  { value: 'transit', label: 'Transit through the UK' },
  { value: 'other', label: 'Something else' },
];

const passportNumber = (value: string) => (/^[A-Z0-9]{6,12}$/.test(value.toUpperCase()) ? null : 'Passport number must be 6 to 12 letters and numbers');
const sixDigits = (value: string) => (/^\d{6}$/.test(value) ? null : 'The security code must be 6 numbers');
const emailAddress = (value: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Enter an email address in the correct format, like name@example.com');

/** The pages that collect answers, in order. Start, check your answers, payment and confirmation are rendered apart. */
export const FORM_PAGES: FormPage[] = [
  {
    slug: 'who',
    heading: 'Who are you applying for?',
    caption: 'About the application',
    fields: [
      {
        kind: 'radios',
        name: 'applyingFor',
        label: 'Who are you applying for?',
        missing: 'Select who you are applying for',
        options: [
          { value: 'myself', label: 'Myself' },
          { value: 'someone-else', label: 'Someone else' },
        ],
      },
    ],
  },
  {
    slug: 'email',
    heading: 'What is the applicant’s email address?',
    caption: 'Contact details',
    fields: [{ kind: 'email', name: 'email', label: 'Email address', hint: 'We will send a security code to this address.', missing: 'Enter an email address', check: emailAddress }],
  },
  {
    slug: 'security-code',
    heading: 'Check your email',
    caption: 'Contact details',
    fields: [{ kind: 'text', name: 'securityCode', label: 'Security code', missing: 'Enter the security code', check: sixDigits, width: 'govuk-input--width-5' }],
  },
  {
    slug: 'passport',
    heading: 'Passport details',
    caption: 'About the applicant',
    fields: [
      { kind: 'text', name: 'passportNumber', label: 'Passport number', missing: 'Enter the passport number', check: passportNumber, width: 'govuk-input--width-10' },
      { kind: 'text', name: 'nationality', label: 'Nationality, as shown on the passport', missing: 'Enter the nationality shown on the passport' },
      { kind: 'text', name: 'issuingCountry', label: 'Country that issued the passport', missing: 'Enter the country that issued the passport' },
      { kind: 'date', name: 'passportExpiry', label: 'Expiry date', hint: 'For example, 27 3 2031', missing: 'Enter the passport’s expiry date', when: 'future' },
      { kind: 'file', name: 'passportImage', label: 'Upload a photo of the passport', hint: 'The page with the photo and personal details.', missing: 'Select a photo of the passport' },
    ],
  },
  {
    slug: 'face-photo',
    heading: 'Upload a photo of the applicant’s face',
    caption: 'About the applicant',
    fields: [{ kind: 'file', name: 'facePhoto', label: 'Upload a photo', hint: 'A recent photo, facing the camera, with a plain background.', missing: 'Select a photo of the applicant’s face' }],
  },
  {
    slug: 'personal',
    heading: 'Personal details',
    caption: 'About the applicant',
    fields: [
      { kind: 'text', name: 'givenNames', label: 'Given names', missing: 'Enter the applicant’s given names' },
      { kind: 'text', name: 'familyName', label: 'Family name', missing: 'Enter the applicant’s family name' },
      { kind: 'date', name: 'dateOfBirth', label: 'Date of birth', hint: 'For example, 31 3 1980', missing: 'Enter the date of birth', when: 'past' },
    ],
  },
  {
    slug: 'address',
    heading: 'What is the applicant’s home address?',
    caption: 'About the applicant',
    fields: [
      { kind: 'text', name: 'addressLine1', label: 'Address line 1', missing: 'Enter address line 1, typically the building and street' },
      { kind: 'text', name: 'addressLine2', label: 'Address line 2 (optional)', missing: '' },
      { kind: 'text', name: 'town', label: 'Town or city', missing: 'Enter the town or city' },
      { kind: 'text', name: 'postcode', label: 'Postal code (optional)', missing: '', width: 'govuk-input--width-10' },
      { kind: 'text', name: 'country', label: 'Country', missing: 'Enter the country' },
    ],
  },
  {
    slug: 'job',
    heading: 'Does the applicant have a job?',
    caption: 'About the applicant',
    fields: [
      { kind: 'radios', name: 'hasJob', label: 'Does the applicant have a job?', missing: 'Select yes if the applicant has a job', options: yesNo },
      { kind: 'text', name: 'jobTitle', label: 'Job title (if they have a job)', missing: '' },
    ],
  },
  {
    slug: 'travel',
    heading: 'About the journey',
    caption: 'Travel',
    fields: [
      { kind: 'radios', name: 'purpose', label: 'What is the main reason for the visit?', missing: 'Select the main reason for the visit', options: PURPOSES },
      { kind: 'date', name: 'arrivalDate', label: 'When will the applicant arrive in the UK?', hint: 'An estimate is fine', missing: 'Enter the date of arrival', when: 'future' },
    ],
  },
  {
    slug: 'declarations',
    heading: 'Criminality, immigration and other declarations',
    caption: 'Declarations',
    fields: [
      { kind: 'radios', name: 'criminalConviction', label: 'Has the applicant ever been convicted of a crime for which they were sentenced to 12 months or more in prison?', missing: 'Select yes if the applicant has been convicted of such a crime', options: yesNo },
      { kind: 'radios', name: 'warCrimes', label: 'Has the applicant ever been involved in war crimes, terrorism or genocide?', missing: 'Select yes if the applicant has been involved in war crimes, terrorism or genocide', options: yesNo },
    ],
  },
];

export type Answers = Record<string, string>;
export type FieldErrors = { field: string; message: string }[];

/** A date typed into three boxes, checked as the service does: present, real, in the past or future. */
export function readDate(body: Record<string, unknown>, field: Extract<Field, { kind: 'date' }>, today = new Date()): { value: string } | { error: string } {
  const part = (suffix: string) => String(body[`${field.name}-${suffix}`] ?? '').trim();
  const [day, month, year] = [part('day'), part('month'), part('year')];
  if (!day && !month && !year) return { error: field.missing };
  if (![day, month, year].every((p) => /^\d+$/.test(p)) || year.length !== 4) return { error: `${field.label} must be a real date` };
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return { error: `${field.label} must be a real date` };
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (field.when === 'past' && date.getTime() >= midnight) return { error: `${field.label} must be in the past` };
  if (field.when === 'future' && date.getTime() < midnight) return { error: `${field.label} must be today or in the future` };
  return { value: date.toISOString().slice(0, 10) };
}

/** Reads a page's answers from a posted form; files are checked by the caller. */
export function readPage(page: FormPage, body: Record<string, unknown>, today = new Date()): { answers: Answers; errors: FieldErrors } {
  const answers: Answers = {};
  const errors: FieldErrors = [];
  for (const field of page.fields) {
    if (field.kind === 'file') continue;
    if (field.kind === 'date') {
      const read = readDate(body, field, today);
      if ('error' in read) errors.push({ field: `${field.name}-day`, message: read.error });
      else answers[field.name] = read.value;
      continue;
    }
    const value = String(body[field.name] ?? '').trim();
    if (!value) {
      if (field.missing) errors.push({ field: field.name, message: field.missing });
      else answers[field.name] = '';
      continue;
    }
    if (field.kind === 'radios' && !field.options.some((o) => o.value === value)) {
      errors.push({ field: field.name, message: field.missing });
      continue;
    }
    const problem = field.kind !== 'radios' ? (field.check?.(value) ?? null) : null;
    if (problem) errors.push({ field: field.name, message: problem });
    else answers[field.name] = field.name === 'passportNumber' ? value.toUpperCase() : value;
  }
  if (page.slug === 'job' && answers.hasJob === 'yes' && !answers.jobTitle) errors.push({ field: 'jobTitle', message: 'Enter the applicant’s job title' });
  return { answers, errors };
}

/** Card checks a payment page makes before asking the bank: the Luhn digit, a future expiry, a 3- or 4-digit code. */
export function readCard(body: Record<string, unknown>, today = new Date()): { card: { number: string; name: string }; errors: FieldErrors } {
  const errors: FieldErrors = [];
  const number = String(body.cardNumber ?? '').replace(/[\s-]/g, '');
  const name = String(body.cardholderName ?? '').trim();
  const expiry = String(body.expiry ?? '').trim();
  const cvc = String(body.securityCode ?? '').trim();
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.push({ field: 'cardNumber', message: 'Enter a valid card number' });
  const [month, year] = expiry.split('/').map((p) => Number(p));
  const expiresAt = month && year ? Date.UTC(2000 + year, month, 1) : 0;
  if (!/^\d{2}\/\d{2}$/.test(expiry) || !month || month > 12 || expiresAt <= today.getTime()) errors.push({ field: 'expiry', message: 'Enter a valid expiry date, like 04/29' });
  if (!name) errors.push({ field: 'cardholderName', message: 'Enter the name on the card' });
  if (!/^\d{3,4}$/.test(cvc)) errors.push({ field: 'securityCode', message: 'Enter the card security code' });
  return { card: { number, name }, errors };
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card the practice bank always declines, as test cards do. */
export const DECLINED_CARD = '4000000000000002';

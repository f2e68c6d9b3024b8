import { PORTAL_LINK_MINUTES } from '@eta/domain';
/** Every e-mail the product sends, rendered to plain text and HTML with the agency's footer. */
export type EmailTemplates = {
  staff_account_created: { email: string; role: string; signInUrl: string };
  contact_message: { name: string; email: string; subject: string; message: string; receivedAt: string };
  payment_confirmation: ApplicantMail & { amount: string };
  application_received: ApplicantMail;
  status_update: ApplicantMail & { statusLabel: string };
  /**
   * Sent by hand from the admin's Bulk Actions (`documents` names what is missing, if known), or by
   * staff from an application with a single-use `uploadLink` into the portal, where their note waits.
   */
  document_request: ApplicantMail & { documents: string[]; uploadLink?: string };
  portal_link: { firstName: string; link: string; minutes: number; portalUrl: string };
  /** Never the message itself: it may hold personal data, and e-mail is not the place for it. */
  new_message: ApplicantMail & { link: string };
  application_approved: ApplicantMail & { etaAttached?: boolean };
  application_refused: ApplicantMail & { explanation: string };
  /** Lost-ETA recovery: the approved ETA sent again on request, or, when no PDF is stored, where to ask for it. */
  eta_recovery: ApplicantMail & { etaAttached: boolean; supportEmail: string };
  staff_status_change: { reference: string; change: string; actor: string; applicationUrl: string };
};

/** What every applicant e-mail knows: who, which application, and where to follow it. */
type ApplicantMail = { firstName: string; reference: string; portalUrl: string };
export type TemplateName = keyof EmailTemplates;

export type RenderedEmail = { subject: string; text: string; html: string };

export const AGENCY_NAME = 'ETA Assist';
export const NOT_GOVERNMENT_LINE =
  'ETA Assist is a private agency that helps travellers apply for a UK Electronic Travel Authorisation. We are not a government service and are not affiliated with or endorsed by the UK Government.';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type Body = { subject: string; paragraphs: string[] };

const bodies: { [K in TemplateName]: (data: EmailTemplates[K]) => Body } = {
  staff_account_created: (d) => ({
    subject: `Your ${AGENCY_NAME} staff account`,
    paragraphs: [
      `A ${d.role.toLowerCase()} account has been created for ${d.email}.`,
      `Sign in at ${d.signInUrl} with the password your administrator gave you.`,
    ],
  }),
  payment_confirmation: (d) => ({
    subject: `Payment received — your ETA application ${d.reference}`,
    paragraphs: [
      `Dear ${d.firstName},`,
      `Thank you: we have received your payment of ${d.amount} and your application ${d.reference}.`,
      'Our team will review your details within 72 hours before submitting them to the UK authorities. We will e-mail you at each stage.',
      `Track your application at ${d.portalUrl} with this e-mail address and your last name.`,
    ],
  }),
  application_received: (d) => ({
    subject: `We have received your ETA application ${d.reference}`,
    paragraphs: [`Dear ${d.firstName},`, `Your application ${d.reference} has been received and is waiting for review.`, `Track it at ${d.portalUrl}.`],
  }),
  status_update: (d) => ({
    subject: `Your ETA application ${d.reference}: ${d.statusLabel}`,
    paragraphs: [`Dear ${d.firstName},`, `Your application ${d.reference} is now: ${d.statusLabel}.`, `Track it at ${d.portalUrl}.`],
  }),
  document_request: (d) => ({
    subject: `Documents needed for your ETA application ${d.reference}`,
    paragraphs: [
      `Dear ${d.firstName},`,
      d.documents.length
        ? `To continue with your application ${d.reference} we need: ${d.documents.join(', ')}.`
        : `To continue with your application ${d.reference} we need a clear passport scan and photo from you.`,
      ...(d.uploadLink
        ? [
            `Our team's note on what is needed is in your portal.`,
            `Upload it securely in your portal: ${d.uploadLink} (this link works once, within ${PORTAL_LINK_MINUTES} minutes; after that, ask for a new one at ${d.portalUrl}).`,
          ]
        : ['Reply to this e-mail with the documents attached, or contact us if you have any questions.', `Track your application at ${d.portalUrl}.`]),
    ],
  }),
  portal_link: (d) => ({
    subject: 'Your secure link to the ETA Assist portal',
    paragraphs: [
      `Dear ${d.firstName},`,
      `Open your portal to see your documents and messages, and to download your ETA once it is approved: ${d.link}`,
      `The link works once, within ${d.minutes} minutes. If it has expired, ask for a new one at ${d.portalUrl}.`,
      'If you did not ask for this link, you can ignore this e-mail: nobody can use it without access to your inbox.',
    ],
  }),
  new_message: (d) => ({
    subject: `New message about your ETA application ${d.reference}`,
    paragraphs: [
      `Dear ${d.firstName},`,
      `Our team has written to you about your application ${d.reference}. For your privacy, the message is only in your portal.`,
      `Read it and reply here: ${d.link} (this link works once, within ${PORTAL_LINK_MINUTES} minutes; after that, ask for a new one at ${d.portalUrl}).`,
    ],
  }),
  application_approved: (d) => ({
    subject: `Your UK ETA has been approved — ${d.reference}`,
    paragraphs: [
      `Dear ${d.firstName},`,
      `Good news: the UK authorities have approved the ETA for application ${d.reference}.`,
      ...(d.etaAttached ? ['Your ETA is attached to this e-mail as a PDF. Keep it with your passport; the ETA itself is linked to the passport electronically.'] : []),
      'An ETA is usually valid for 2 years or until your passport expires, whichever comes first, for multiple visits of up to 6 months.',
      `See the details at ${d.portalUrl}.`,
    ],
  }),
  application_refused: (d) => ({
    subject: `Decision on your ETA application ${d.reference}`,
    paragraphs: [
      `Dear ${d.firstName},`,
      `We are sorry: the UK authorities have refused the ETA for application ${d.reference}.`,
      `Explanation: ${d.explanation}`,
      'You may be able to apply for a visa instead. Reply to this e-mail if you have questions.',
    ],
  }),
  eta_recovery: (d) => ({
    subject: `Your UK ETA — ${d.reference}`,
    paragraphs: [
      `Dear ${d.firstName},`,
      `You asked us to send the approved ETA for application ${d.reference} again.`,
      d.etaAttached
        ? 'Your ETA is attached to this e-mail as a PDF. Keep it with your passport; the ETA itself is linked to the passport electronically.'
        : `We do not hold a copy of the ETA document for this application. Please contact our support team at ${d.supportEmail} with your reference, and we will help you obtain it.`,
      'If you did not ask for this e-mail, you can ignore it: it was sent only to this address.',
      `See the details at ${d.portalUrl}.`,
    ],
  }),
  staff_status_change: (d) => ({
    subject: `${d.reference}: ${d.change}`,
    paragraphs: [`${d.change} by ${d.actor}.`, `Open the application: ${d.applicationUrl}`, 'You receive this because you worked on this application. Turn these e-mails off under Settings, Notification Preferences.'],
  }),
  contact_message: (d) => ({
    subject: `Contact form: ${d.subject}`,
    paragraphs: [`From: ${d.name} <${d.email}>`, `Received: ${d.receivedAt}`, `Subject: ${d.subject}`, d.message, 'Reply to this e-mail to answer the sender.'],
  }),
};

export function renderEmail<K extends TemplateName>(template: K, data: EmailTemplates[K]): RenderedEmail {
  const { subject, paragraphs } = bodies[template](data);
  const text = [...paragraphs, '', '—', NOT_GOVERNMENT_LINE].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(NOT_GOVERNMENT_LINE)}</p></body></html>`;
  return { subject, text, html };
}

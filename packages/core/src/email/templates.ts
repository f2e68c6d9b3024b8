/** Every e-mail the product sends, rendered to plain text and HTML with the agency's footer. */
export type EmailTemplates = {
  staff_account_created: { email: string; role: string; signInUrl: string };
  contact_message: { name: string; email: string; subject: string; message: string; receivedAt: string };
};
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

import nodemailer from 'nodemailer';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Submission } from './server.ts';

export const SENDER = 'Practice ETA service <no-reply@practice-eta.gov-sim.localhost>';

export type Smtp = { host: string; port: number };

/** Sends one message to the applicant's address through the configured SMTP server (the agency's mail receiver, in development). */
export async function sendMail(smtp: Smtp, mail: { to: string; subject: string; text: string; attachments?: { filename: string; content: Buffer; contentType: string }[] }): Promise<void> {
  const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true, connectionTimeout: 10_000, socketTimeout: 20_000 });
  try {
    await transport.sendMail({ from: SENDER, ...mail });
  } finally {
    transport.close();
  }
}

export function securityCodeMail(to: string, code: string) {
  return {
    to,
    subject: 'Your security code for your ETA application',
    text: `Your security code is ${code}.\n\nEnter it on the "Check your email" page. It expires in 10 minutes.\n\nThis message comes from a PRACTICE form. It is not from the UK government.`,
  };
}

/** The ETA itself, as a one-page PDF: who it is for, its number and validity. Marked as a practice document. */
export async function etaPdf(submission: Submission, issuedAt: Date): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Electronic travel authorisation ${submission.governmentNumber}`);
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const a = submission.answers;
  const validUntil = new Date(issuedAt.getTime() + 2 * 365 * 24 * 3600_000).toISOString().slice(0, 10);
  let y = 780;
  const line = (text: string, size = 12, font = regular) => {
    page.drawText(text, { x: 56, y, size, font, color: rgb(0.05, 0.05, 0.05) });
    y -= size + 12;
  };
  page.drawText('PRACTICE DOCUMENT - NOT VALID FOR TRAVEL', { x: 56, y: 810, size: 11, font: bold, color: rgb(0.8, 0.1, 0.1) });
  line('Electronic travel authorisation (ETA)', 22, bold);
  line('Your ETA has been approved.', 14);
  y -= 8;
  line(`ETA number: ${submission.governmentNumber}`, 12, bold);
  line(`Name: ${a.givenNames ?? ''} ${a.familyName ?? ''}`);
  line(`Date of birth: ${a.dateOfBirth ?? ''}`);
  line(`Nationality: ${a.nationality ?? ''}`);
  line(`Passport number: ${a.passportNumber ?? ''}`);
  line(`Valid from: ${issuedAt.toISOString().slice(0, 10)}   Valid until: ${validUntil} (or until the passport expires)`);
  y -= 8;
  line('The ETA is linked to the passport above. Travel with that passport.', 10);
  return Buffer.from(await pdf.save());
}

export function decisionMail(submission: Submission, decision: { outcome: 'approved' | 'refused'; reason: string }, pdf: Buffer | null) {
  const name = `${submission.answers.givenNames ?? ''} ${submission.answers.familyName ?? ''}`.trim();
  if (decision.outcome === 'approved') {
    return {
      to: submission.email,
      subject: `ETA application ${submission.governmentNumber}: approved`,
      text: `Application number: ${submission.governmentNumber}\n\nThe electronic travel authorisation (ETA) application for ${name} has been approved.\n\nThe ETA is attached as a PDF.\n\nThis message comes from a PRACTICE form. It is not from the UK government.`,
      attachments: [{ filename: `eta-${submission.governmentNumber}.pdf`, content: pdf!, contentType: 'application/pdf' }],
    };
  }
  return {
    to: submission.email,
    subject: `ETA application ${submission.governmentNumber}: refused`,
    text: `Application number: ${submission.governmentNumber}\n\nThe electronic travel authorisation (ETA) application for ${name} has been refused.\n\nReason: ${decision.reason}\n\nThis message comes from a PRACTICE form. It is not from the UK government.`,
  };
}

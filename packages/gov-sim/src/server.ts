import { createHash, randomInt, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { DECLINED_CARD, FORM_PAGES, PURPOSES, readCard, readPage, type Answers, type FieldErrors, type FormPage } from './form.ts';
import { errorSummary, escape, layout, messagePage, questionPage, summaryList, SERVICE_NAME, type PageText } from './render.ts';
import { decisionMail, etaPdf, securityCodeMail, sendMail, type Smtp } from './decision.ts';

/** Ways the practice form can be told to fail, as real sites fail. Each fault is used up by the page it hits. */
export const FAULT_KINDS = ['slow', 'field_error', 'server_error', 'changed_heading', 'expired_code', 'declined_card', 'session_timeout'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type Fault = { kind: FaultKind; page?: string; delayMs?: number; times?: number };

export type Decision = { outcome: 'approved' | 'refused'; delayMs: number; reason: string };
export type Upload = { sha256: string; size: number; contentType: string };
export type Submission = {
  id: string;
  governmentNumber: string;
  email: string;
  answers: Answers;
  uploads: Record<string, Upload>;
  card: { last4: string; name: string };
  submittedAt: string;
  decision: { outcome: Decision['outcome']; reason: string; sentAt: string | null; error?: string } | null;
};

export type GovSimOptions = {
  port?: number;
  host?: string;
  /** Where e-mails (security codes, decisions) are sent: the SMTP server that receives the applicant's mail. */
  smtp: Smtp;
  /** The decision sent after each submission, unless one was queued with `queueDecision`. */
  decision?: Partial<Decision>;
  /** An idle session ends after this long. */
  sessionTimeoutMs?: number;
  /** A share of pages (0–1) answered slowly, as a busy service is. */
  slowPageChance?: number;
  slowPageMs?: number;
  log?: (message: string, extra?: Record<string, unknown>) => void;
};

type Session = {
  id: string;
  answers: Answers;
  uploads: Record<string, Upload>;
  done: Set<string>;
  code: { value: string; issuedAt: number } | null;
  lastSeen: number;
  submission: Submission | null;
};

export type GovSim = {
  url: string;
  port: number;
  submissions: () => Submission[];
  injectFault: (fault: Fault) => void;
  clearFaults: () => void;
  queueDecision: (decision: Partial<Decision>) => void;
  close: () => Promise<void>;
};

const CODE_TTL_MS = 10 * 60_000;
const COOKIE = 'practice_eta_session';
export const GOV_FEE_PENCE = 1600;
const ORDER = [...FORM_PAGES.map((p) => p.slug), 'check-answers', 'payment'];

const govukDist = () => join(dirname(createRequire(import.meta.url).resolve('govuk-frontend/package.json')), 'dist/govuk');

/**
 * The practice government form. Refuses to start in production: it takes no real application
 * and pays no real fee.
 */
export async function startGovSim(options: GovSimOptions): Promise<GovSim> {
  if (process.env.NODE_ENV === 'production') throw new Error('The practice government form does not run in production; set GOV_FORM_URL to the real service.');
  const log = options.log ?? (() => undefined);
  const sessionTimeoutMs = options.sessionTimeoutMs ?? 20 * 60_000;
  const defaultDecision: Decision = { outcome: 'approved', delayMs: 30_000, reason: 'The applicant did not meet the requirements for an ETA.', ...options.decision };
  const sessions = new Map<string, Session>();
  const submissions: Submission[] = [];
  let faults: (Fault & { left: number })[] = [];
  const queuedDecisions: Decision[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const takeFault = (kind: FaultKind, page: string): Fault | null => {
    const fault = faults.find((f) => f.kind === kind && (!f.page || f.page === page));
    if (!fault) return null;
    if (--fault.left <= 0) faults = faults.filter((f) => f !== fault);
    return fault;
  };

  const app = Fastify({ logger: false, bodyLimit: 12 * 1024 * 1024 });
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(fastifyStatic, { root: join(govukDist(), 'assets'), prefix: '/assets/' });
  app.get('/stylesheets/govuk-frontend.min.css', (_request, reply) => reply.sendFile('govuk-frontend.min.css', govukDist()));

  const html = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  function sessionOf(request: FastifyRequest): Session | 'expired' | null {
    const id = /(?:^|;\s*)practice_eta_session=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1];
    const session = id ? sessions.get(id) : undefined;
    if (!session) return id ? 'expired' : null;
    if (Date.now() - session.lastSeen > sessionTimeoutMs || takeFault('session_timeout', 'any')) {
      sessions.delete(session.id);
      return 'expired';
    }
    session.lastSeen = Date.now();
    return session;
  }

  const timedOut = (reply: FastifyReply) =>
    html(reply, messagePage('Your application has timed out', ['You have not done anything for 20 minutes, so we have deleted your answers to protect your information.', 'You will need to start again.'], { href: '/apply/start', label: 'Start again' }), 440);
  const serverError = (reply: FastifyReply) =>
    html(reply, messagePage('Sorry, there is a problem with the service', ['Try again later.', 'We saved your answers. They will be available for 20 minutes.'], { href: '/apply/start', label: 'Go back to the start' }), 500);

  /** Delays a page when told to, or now and then by chance, as a busy service does. */
  async function maybeSlow(slug: string) {
    const fault = takeFault('slow', slug);
    const chance = options.slowPageChance ?? 0;
    const delay = fault ? (fault.delayMs ?? 5_000) : chance > 0 && Math.random() < chance ? (options.slowPageMs ?? 1_500) : 0;
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  const firstUnfinished = (session: Session) => ORDER.find((slug) => !session.done.has(slug)) ?? 'payment';

  /** What a page says: its heading and labels, unless told the service changed them. */
  function pageText(page: FormPage): PageText {
    const labels: Record<string, string> = {};
    if (takeFault('changed_heading', page.slug)) {
      const first = page.fields[0]!;
      labels[first.name] = `${first.label} (new wording)`;
      return { heading: `${page.heading} (updated)`, labels };
    }
    return { heading: page.heading, labels };
  }

  async function sendCode(session: Session) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    session.code = { value: code, issuedAt: Date.now() };
    await sendMail(options.smtp, securityCodeMail(session.answers.email!, code));
    log('security code sent', { to: session.answers.email });
  }

  function renderQuestion(page: FormPage, session: Session, errors: FieldErrors = []) {
    const text = pageText(page);
    if (page.slug !== 'security-code') return questionPage(page, session.answers, errors, text);
    return questionPage(page, {}, errors, text, {
      intro: `<p class="govuk-body">We have sent a security code to <strong>${escape(session.answers.email ?? '')}</strong>.</p><p class="govuk-body">The code expires after 10 minutes.</p>`,
      after: `<form method="post" action="/apply/resend-code"><button type="submit" class="govuk-button govuk-button--secondary">Resend security code</button></form>`,
    });
  }

  app.get('/', (_request, reply) => reply.redirect('/apply/start'));
  app.get('/apply/start', async (_request, reply) => {
    await maybeSlow('start');
    return html(
      reply,
      layout(
        SERVICE_NAME,
        `<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<h1 class="govuk-heading-xl">${SERVICE_NAME}</h1>
<div class="govuk-warning-text"><span class="govuk-warning-text__icon" aria-hidden="true">!</span><strong class="govuk-warning-text__text"><span class="govuk-visually-hidden">Warning</span>This is a practice form. It looks like the online ETA form but is not it. Use it to test software only.</strong></div>
<p class="govuk-body">You will need the passport, a photo of it, a photo of the applicant’s face, an email address and a card to pay the £16 fee.</p>
<form method="post" action="/apply/start"><button type="submit" class="govuk-button govuk-button--start" data-module="govuk-button">Start now</button></form>
</div></div>`,
      ),
    );
  });
  app.post('/apply/start', (_request, reply) => {
    const session: Session = { id: randomUUID(), answers: {}, uploads: {}, done: new Set(), code: null, lastSeen: Date.now(), submission: null };
    sessions.set(session.id, session);
    return reply.header('set-cookie', `${COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`).redirect('/apply/who');
  });

  /** What every page does first: the session (or the timed-out page), a slow answer and an error page when told to. */
  async function enterPage(request: FastifyRequest, reply: FastifyReply, slug: string): Promise<Session | null> {
    const session = sessionOf(request);
    if (session === 'expired') {
      await timedOut(reply);
      return null;
    }
    if (!session) {
      await reply.redirect('/apply/start');
      return null;
    }
    await maybeSlow(slug);
    if (takeFault('server_error', slug)) {
      await serverError(reply);
      return null;
    }
    return session;
  }

  app.get<{ Params: { slug: string } }>('/apply/:slug', async (request, reply) => {
    const slug = request.params.slug;
    const session = await enterPage(request, reply, slug);
    if (!session) return reply;
    if (slug === 'confirmation' && session.submission) return html(reply, confirmationPage(session.submission));
    const index = ORDER.indexOf(slug);
    if (index < 0) return html(reply, messagePage('Page not found', ['If you typed the web address, check it is correct.']), 404);
    if (ORDER.slice(0, index).some((earlier) => !session.done.has(earlier))) return reply.redirect(`/apply/${firstUnfinished(session)}`);
    if (slug === 'check-answers') return html(reply, checkAnswersPage(session));
    if (slug === 'payment') return html(reply, paymentPage([]));
    return html(reply, renderQuestion(FORM_PAGES.find((p) => p.slug === slug)!, session));
  });

  app.post('/apply/resend-code', async (request, reply) => {
    const session = sessionOf(request);
    if (session === 'expired') return timedOut(reply);
    if (!session?.answers.email) return reply.redirect('/apply/start');
    await sendCode(session);
    return reply.redirect('/apply/security-code');
  });

  app.post<{ Params: { slug: string } }>('/apply/:slug', async (request, reply) => {
    const slug = request.params.slug;
    const session = await enterPage(request, reply, slug);
    if (!session) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (slug === 'check-answers') {
      session.done.add('check-answers');
      return reply.redirect('/apply/payment');
    }
    if (slug === 'payment') return pay(session, body, reply);
    const page = FORM_PAGES.find((p) => p.slug === slug);
    if (!page) return html(reply, messagePage('Page not found', []), 404);
    const { answers, errors } = readPage(page, body);
    for (const field of page.fields.filter((f) => f.kind === 'file')) {
      const bytes = body[field.name];
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) errors.push({ field: field.name, message: field.missing });
      else if (!isImage(bytes)) errors.push({ field: field.name, message: 'The selected file must be a JPG or PNG' });
      else session.uploads[field.name] = { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length, contentType: bytes[0] === 0x89 ? 'image/png' : 'image/jpeg' };
    }
    if (slug === 'security-code' && !errors.length) {
      const expired = !session.code || Date.now() - session.code.issuedAt > CODE_TTL_MS || takeFault('expired_code', slug);
      if (expired) errors.push({ field: 'securityCode', message: 'The security code has expired. Select ‘Resend security code’ to get a new one' });
      else if (answers.securityCode !== session.code!.value) errors.push({ field: 'securityCode', message: 'The security code is not correct. Check the email and try again' });
    }
    if (!errors.length && takeFault('field_error', slug)) {
      const first = page.fields[0]!;
      errors.push({ field: first.kind === 'date' ? `${first.name}-day` : first.name, message: `Check the ${first.label.toLowerCase()}: it does not match our records` });
    }
    if (errors.length) return html(reply, renderQuestion(page, { ...session, answers: { ...session.answers, ...answers } }, errors), 400);
    if (slug !== 'security-code') Object.assign(session.answers, answers);
    session.done.add(slug);
    if (slug === 'email') {
      try {
        await sendCode(session);
      } catch (error) {
        log('security code could not be sent', { error: String(error) });
        return serverError(reply);
      }
    }
    return reply.redirect(`/apply/${ORDER[ORDER.indexOf(slug) + 1]}`);
  });

  function checkAnswersPage(session: Session): string {
    const a = session.answers;
    const label = (slug: string, name: string) => FORM_PAGES.find((p) => p.slug === slug)!.fields.find((f) => f.name === name)!.label;
    const rows = [
      { key: 'Email address', value: a.email },
      { key: label('passport', 'passportNumber'), value: a.passportNumber },
      { key: 'Nationality', value: a.nationality },
      { key: 'Country that issued the passport', value: a.issuingCountry },
      { key: 'Passport expiry date', value: a.passportExpiry },
      { key: 'Given names', value: a.givenNames },
      { key: 'Family name', value: a.familyName },
      { key: 'Date of birth', value: a.dateOfBirth },
      { key: 'Home address', value: [a.addressLine1, a.addressLine2, a.town, a.postcode, a.country].filter(Boolean).join(', ') },
      { key: 'Job', value: a.hasJob === 'yes' ? a.jobTitle : 'No job' },
      { key: 'Main reason for the visit', value: PURPOSES.find((p) => p.value === a.purpose)?.label },
      { key: 'Date of arrival', value: a.arrivalDate },
      { key: 'Criminal convictions', value: a.criminalConviction === 'yes' ? 'Yes' : 'No' },
      { key: 'War crimes, terrorism or genocide', value: a.warCrimes === 'yes' ? 'Yes' : 'No' },
    ].map((row) => ({ key: row.key, value: row.value ?? '' }));
    return layout(
      'Check your answers',
      `<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<h1 class="govuk-heading-l">Check your answers</h1>
${summaryList(rows)}
<h2 class="govuk-heading-m">Now pay the fee</h2>
<p class="govuk-body">By continuing you confirm that the information is correct to the best of your knowledge.</p>
<form method="post" action="/apply/check-answers" novalidate><button type="submit" class="govuk-button" data-module="govuk-button">Confirm and continue to payment</button></form>
</div></div>`,
    );
  }

  function paymentPage(errors: FieldErrors, declined = false): string {
    const input = (name: string, label: string, width: string, autocomplete: string) => {
      const message = errors.find((e) => e.field === name)?.message;
      return `<div class="govuk-form-group${message ? ' govuk-form-group--error' : ''}"><label class="govuk-label" for="${name}">${label}</label>${message ? `<p class="govuk-error-message"><span class="govuk-visually-hidden">Error:</span> ${escape(message)}</p>` : ''}
  <input class="govuk-input ${width}${message ? ' govuk-input--error' : ''}" id="${name}" name="${name}" type="text" autocomplete="${autocomplete}" spellcheck="false"></div>`;
    };
    return layout(
      'Enter card details',
      `<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
${errorSummary(declined ? [{ field: 'cardNumber', message: 'Your payment was declined. Use a different card or contact your bank' }] : errors)}
<span class="govuk-caption-l">Pay the ETA fee: £${(GOV_FEE_PENCE / 100).toFixed(2)}</span>
<h1 class="govuk-heading-l">Enter card details</h1>
<form method="post" action="/apply/payment" novalidate>
${input('cardNumber', 'Card number', 'govuk-input--width-20', 'cc-number')}
${input('expiry', 'Expiry date (MM/YY)', 'govuk-input--width-5', 'cc-exp')}
${input('cardholderName', 'Name on card', 'govuk-input--width-20', 'cc-name')}
${input('securityCode', 'Card security code', 'govuk-input--width-4', 'cc-csc')}
<button type="submit" class="govuk-button" data-module="govuk-button">Pay £${(GOV_FEE_PENCE / 100).toFixed(2)}</button>
</form>
</div></div>`,
      { errors: declined || errors.length > 0 },
    );
  }

  function confirmationPage(submission: Submission): string {
    return layout(
      'Application complete',
      `<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<div class="govuk-panel govuk-panel--confirmation"><h1 class="govuk-panel__title">Application complete</h1>
<div class="govuk-panel__body">Your application number<br><strong id="application-number">${submission.governmentNumber}</strong></div></div>
<p class="govuk-body">We have sent a confirmation to ${escape(submission.email)}.</p>
<h2 class="govuk-heading-m">What happens next</h2>
<p class="govuk-body">You will usually get a decision by email within 3 working days.</p>
</div></div>`,
    );
  }

  function pay(session: Session, body: Record<string, unknown>, reply: FastifyReply) {
    if (!['check-answers', ...FORM_PAGES.map((p) => p.slug)].every((slug) => session.done.has(slug))) return reply.redirect(`/apply/${firstUnfinished(session)}`);
    if (session.submission) return reply.redirect('/apply/confirmation');
    const { card, errors } = readCard(body);
    if (errors.length) return html(reply, paymentPage(errors), 400);
    if (card.number === DECLINED_CARD || takeFault('declined_card', 'payment')) return html(reply, paymentPage([], true), 402);
    const governmentNumber = Array.from({ length: 4 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join('-');
    const submission: Submission = {
      id: randomUUID(),
      governmentNumber,
      email: session.answers.email!,
      answers: { ...session.answers },
      uploads: { ...session.uploads },
      card: { last4: card.number.slice(-4), name: card.name },
      submittedAt: new Date().toISOString(),
      decision: null,
    };
    session.submission = submission;
    submissions.push(submission);
    log('application submitted', { governmentNumber });
    scheduleDecision(submission, queuedDecisions.shift() ?? defaultDecision);
    return reply.redirect('/apply/confirmation');
  }

  function scheduleDecision(submission: Submission, decision: Decision) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void (async () => {
        submission.decision = { outcome: decision.outcome, reason: decision.reason, sentAt: null };
        try {
          const pdf = decision.outcome === 'approved' ? await etaPdf(submission, new Date()) : null;
          await sendMail(options.smtp, decisionMail(submission, decision, pdf));
          submission.decision.sentAt = new Date().toISOString();
          log('decision sent', { governmentNumber: submission.governmentNumber, outcome: decision.outcome });
        } catch (error) {
          submission.decision.error = String(error);
          log('decision could not be sent', { error: String(error) });
        }
      })();
    }, decision.delayMs);
    timers.add(timer);
  }

  // Test controls: what was submitted, and how to make the next pages fail.
  app.get('/__practice/submissions', () => submissions);
  app.post<{ Body: Fault }>('/__practice/faults', (request, reply) => {
    const fault = request.body;
    if (!FAULT_KINDS.includes(fault.kind)) return reply.code(400).send({ error: `kind must be one of ${FAULT_KINDS.join(', ')}` });
    faults.push({ ...fault, left: fault.times ?? 1 });
    return reply.code(204).send();
  });
  app.delete('/__practice/faults', (_request, reply) => {
    faults = [];
    return reply.code(204).send();
  });
  app.post<{ Body: Partial<Decision> }>('/__practice/decisions', (request, reply) => {
    queuedDecisions.push({ ...defaultDecision, ...request.body });
    return reply.code(204).send();
  });

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`,
    port,
    submissions: () => submissions,
    injectFault: (fault) => void faults.push({ ...fault, left: fault.times ?? 1 }),
    clearFaults: () => void (faults = []),
    queueDecision: (decision) => void queuedDecisions.push({ ...defaultDecision, ...decision }),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      await app.close();
    },
  };
}

const isImage = (bytes: Buffer) => (bytes[0] === 0xff && bytes[1] === 0xd8) || (bytes[0] === 0x89 && bytes[1] === 0x50);

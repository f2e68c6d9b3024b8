import { Link } from '@tanstack/react-router';
import type { AccordionItem } from './accordion.tsx';
import { ServiceFee } from './service-fee.tsx';

/** The six topics of the Learn page's accordion (applicant §2). */
export const LEARN_TOPICS: AccordionItem[] = [
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <>
        <p>
          You need an ETA if you are a national of one of the 84 countries on the UK&rsquo;s ETA list and you visit for
          tourism, to see family or friends, for business, for short-term study of up to 6 months, or in transit.
        </p>
        <p>
          You do not need one if you are British or Irish, or if you already hold a UK visa or permission to stay. If you
          intend to work or study for longer in the UK, you need a visa instead.{' '}
          <Link to="/visa-checker">Check your situation in under a minute</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'requirements',
    title: 'Application requirements',
    body: (
      <ul className="bullet-list">
        <li>A passport valid for at least 6 more months.</li>
        <li>A digital photo of yourself, taken within the last 3 months: not a photo of a photo, and without filters.</li>
        <li>An e-mail address and a payment card.</li>
        <li>Documents as PDF, JPG or PNG files of up to 8MB.</li>
        <li>You must not hold a UK visa or immigration status, and must not intend to work or study beyond short study.</li>
      </ul>
    ),
  },
  {
    id: 'times-and-fees',
    title: 'Processing times and fees',
    body: (
      <p>
        The form takes about 10 minutes and we aim to process your application within 72 hours. Our service fee is{' '}
        <ServiceFee /> per application, paid by card (Visa, Mastercard, Apple Pay, JCB or UnionPay) when you submit. It
        is not refundable once your application has been submitted to the UK authorities.
      </p>
    ),
  },
  {
    id: 'after-approval',
    title: 'After approval',
    body: (
      <p>
        Your ETA is linked to the passport you applied with, and we e-mail it to you as a PDF. It is valid for 2 years or
        until that passport expires, whichever comes first, for any number of visits of up to 6 months each. If you lose
        it, we can send it again using your passport details. A new passport needs a new ETA.
      </p>
    ),
  },
  {
    id: 'travel',
    title: 'Travel information',
    body: (
      <p>
        Travel with the passport you used to apply. An ETA lets you travel to the UK, but the Border Force officer
        decides whether you may enter. If you only change planes and stay in the airside transit zone, you may not need
        an ETA; if you pass through border control, you do.
      </p>
    ),
  },
  {
    id: 'refusal-and-refunds',
    title: 'Refusal and refunds',
    body: (
      <>
        <p>
          No service can guarantee approval. If your ETA is refused, we e-mail you the explanation; you may then need to
          apply for a visa instead.
        </p>
        <p>
          We refund the service fee if a technical error prevents us from submitting your application, if you paid twice,
          or if we fail to provide the service. We do not refund it if the UK authorities refuse your application. You
          may have seen the fee described as refundable if your ETA is denied: that is not the case, and our{' '}
          <Link to="/terms">Terms of Service</Link> govern.
        </p>
      </>
    ),
  },
];

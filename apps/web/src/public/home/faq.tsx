import { Link } from '@tanstack/react-router';
import { AGENCY_NAME } from '../../brand.ts';
import { Accordion, type AccordionItem } from '../accordion.tsx';

const QUESTIONS: AccordionItem[] = [
  {
    id: 'official',
    title: 'Is this the official UK Government website?',
    body: (
      <p>
        No. {AGENCY_NAME} is a private agency and is not affiliated with or endorsed by the UK Government. You can apply
        directly on <a href="https://www.gov.uk/eta">GOV.UK</a> for the official fee alone; we charge a service fee for
        checking your application and submitting it for you.
      </p>
    ),
  },
  {
    id: 'time',
    title: 'How long does it take?',
    body: (
      <p>
        The form takes about 10 minutes. We aim to process your application within 72 hours and e-mail you at each
        stage. The decision itself is made by the UK authorities.
      </p>
    ),
  },
  {
    id: 'documents',
    title: 'What do I need to apply?',
    body: (
      <p>
        A passport valid for at least 6 more months, a digital photo of yourself taken within the last 3 months, an
        e-mail address and a payment card. <Link to="/learn">Learn more about the requirements</Link>.
      </p>
    ),
  },
  {
    id: 'refused',
    title: 'What if my application is refused?',
    body: (
      <p>
        Nobody can guarantee approval. If the UK authorities refuse your ETA, we e-mail you their explanation; you may
        then need to apply for a visa instead. The service fee is not refunded after a refusal; it is refunded if a
        technical error stops us submitting, if you paid twice, or if we fail to provide the service. See our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];

export function Faq() {
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container narrow">
        <h2 id="faq-title" className="section__title">
          Frequently asked questions
        </h2>
        <Accordion items={QUESTIONS} />
      </div>
    </section>
  );
}

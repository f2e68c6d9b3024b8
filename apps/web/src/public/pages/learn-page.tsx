import { Link } from '@tanstack/react-router';
import { PageIntro } from '../page-intro.tsx';
import { usePageMeta } from '../use-page-meta.ts';
import { Accordion } from '../accordion.tsx';
import { LEARN_TOPICS } from '../learn-topics.tsx';

const FACTS = [
  {
    title: 'What is an ETA?',
    text: 'An Electronic Travel Authorisation is a digital permission to travel to the United Kingdom for travellers who do not need a visa. It is linked to your passport.',
  },
  {
    title: 'Who needs one?',
    text: 'Nationals of 84 visa-exempt countries visiting the UK for tourism, family, business, short-term study of up to 6 months, or transit.',
  },
  {
    title: 'How long is it valid?',
    text: 'Two years, or until your passport expires if that is sooner. It allows multiple entries, with stays of up to 6 months per visit.',
  },
  {
    title: 'How do I apply?',
    text: 'Fill in the online form (about 10 minutes), upload your passport scan and a photo, pay by card, then track your status online.',
  },
];

export function LearnPage() {
  usePageMeta(
    'Learn about the UK ETA',
    'What the UK Electronic Travel Authorisation (ETA) is, who needs one, how long it is valid, what it costs and what happens after you apply.',
  );
  return (
    <>
      <PageIntro eyebrow="Learn" title="Learn about the UK ETA">
        <p>What the Electronic Travel Authorisation is, who needs one and how our service helps you apply.</p>
      </PageIntro>
      <section className="section">
        <div className="container">
          <ul className="card-grid card-grid--four">
            {FACTS.map((fact) => (
              <li key={fact.title} className="card">
                <h2 className="card__title">{fact.title}</h2>
                <p>{fact.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="topics-title">
        <div className="container narrow">
          <h2 id="topics-title" className="section__title">
            Everything you need to know
          </h2>
          <Accordion items={LEARN_TOPICS} />
          <div className="card card--callout learn__next">
            <p>
              Have a question we have not answered? <Link to="/contact">Contact our support team</Link>. Already applied?{' '}
              <Link to="/portal">Check your application status</Link>.
            </p>
            <Link to="/apply" className="button button--primary">
              Start Your Application
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

import type { ReactNode } from 'react';
import { ServiceFee } from '../service-fee.tsx';

const STEPS: { title: string; text: ReactNode }[] = [
  {
    title: 'Complete the form',
    text: 'Answer questions about you, your passport and your trip, and upload your passport scan and photo. It takes about 10 minutes.',
  },
  {
    title: 'Pay securely',
    text: (
      <>
        Pay the <ServiceFee /> service fee by card on our payment provider&rsquo;s secure page. We never see your card
        details.
      </>
    ),
  },
  {
    title: 'Get approved',
    text: 'We review your details, submit your application to the UK authorities and e-mail you at each stage until the decision.',
  },
];

export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="section__title">
          How It Works
        </h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

import { AGENCY_NAME } from '../../brand.ts';

const BENEFITS = [
  {
    title: 'Expert review',
    text: 'A specialist checks your answers, passport details and photo before your application is submitted.',
  },
  {
    title: 'Corrections made with you',
    text: 'Missing or wrong details are spotted early and corrected with you, not after a refusal.',
  },
  {
    title: 'Photo and document help',
    text: 'We help edit your photo and documents. Upload PDF, JPG or PNG files of up to 8MB.',
  },
  {
    title: 'Support in many languages',
    text: 'Our team answers by e-mail in many languages, within 24 hours on business days.',
  },
  {
    title: 'Your ETA as a PDF',
    text: 'Once approved, we e-mail your ETA as a PDF. Lost it? We can send it again using your passport details.',
  },
  {
    title: 'Secure card payment',
    text: 'Pay by Visa, Mastercard, Apple Pay, JCB or UnionPay on our payment provider’s secure page.',
  },
];

export function WhyChoose() {
  return (
    <section className="section" aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title" className="section__title">
          Why Choose {AGENCY_NAME}
        </h2>
        <ul className="benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="benefit">
              <span className="benefit__icon" aria-hidden="true" />
              <div>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

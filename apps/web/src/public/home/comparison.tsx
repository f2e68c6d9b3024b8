import type { ReactNode } from 'react';
import { AGENCY_NAME } from '../../brand.ts';
import { ServiceFee } from '../service-fee.tsx';

type Row = { topic: string; government: string; agency: ReactNode };

const ROWS: Row[] = [
  {
    topic: 'Who handles it',
    government: 'You apply yourself on GOV.UK or in the official UK ETA app.',
    agency: 'We prepare your application with you and submit it to the UK authorities on your behalf.',
  },
  {
    topic: 'Price',
    government: 'The official ETA fee only.',
    agency: (
      <>
        Our <ServiceFee /> service fee per application, paid once by card.
      </>
    ),
  },
  {
    topic: 'Checks before submission',
    government: 'You check your own answers.',
    agency: 'A specialist reviews every answer before anything is submitted.',
  },
  {
    topic: 'Mistakes and missing details',
    government: 'You find and fix them yourself.',
    agency: 'We point them out and help you correct them before submission.',
  },
  {
    topic: 'Passport scan and photo',
    government: 'You make sure they meet the rules.',
    agency: 'We check them and help with editing (PDF, JPG or PNG, up to 8MB).',
  },
  {
    topic: 'Help when you need it',
    government: 'Published guidance.',
    agency: 'E-mail support in many languages, answered within 24 hours on business days.',
  },
  {
    topic: 'The decision',
    government: 'Made by the UK authorities.',
    agency: 'Also made by the UK authorities: nobody can guarantee approval.',
  },
];

const GOVERNMENT = 'Applying directly with the UK Government';
const AGENCY = `Applying with ${AGENCY_NAME}`;
/** On a phone each answer is labelled, so the labels are kept short there. */
const GOVERNMENT_LABEL = 'Directly with the UK Government';
const AGENCY_LABEL = `With ${AGENCY_NAME}`;

/** The government route next to ours; on a phone every row becomes a card with both answers labelled. */
export function Comparison() {
  return (
    <section className="section section--muted" aria-labelledby="compare-title">
      <div className="container">
        <h2 id="compare-title" className="section__title">
          The government route or ours?
        </h2>
        <p className="section__lead">
          You can always apply directly with the UK Government for the official fee alone. We are an optional, paid
          service for travellers who want their application checked and handled for them.
        </p>
        <table className="compare">
          <caption className="visually-hidden">How applying directly compares with applying through {AGENCY_NAME}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{GOVERNMENT}</th>
              <th scope="col" className="compare__ours">
                {AGENCY}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.topic}>
                <th scope="row">{row.topic}</th>
                <td data-label={GOVERNMENT_LABEL}>{row.government}</td>
                <td data-label={AGENCY_LABEL} className="compare__ours">
                  {row.agency}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

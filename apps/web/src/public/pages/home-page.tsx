import { DisclaimerBanner } from '../disclaimer-banner.tsx';
import { usePageMeta } from '../use-page-meta.ts';
import { CheckerCard, Hero } from '../home/hero.tsx';
import { HowItWorks } from '../home/how-it-works.tsx';
import { Comparison } from '../home/comparison.tsx';
import { WhyChoose } from '../home/why-choose.tsx';
import { Pricing } from '../home/pricing.tsx';
import { Faq } from '../home/faq.tsx';
import { FinalCallToAction } from '../home/final-cta.tsx';

export function HomePage() {
  usePageMeta(
    'UK ETA application help',
    'ETA Assist is a private agency that checks your UK Electronic Travel Authorisation (ETA) application and submits it for you. Not a government service.',
  );
  return (
    <>
      <DisclaimerBanner />
      <Hero />
      <CheckerCard />
      <HowItWorks />
      <Comparison />
      <WhyChoose />
      <Pricing />
      <Faq />
      <FinalCallToAction />
    </>
  );
}

import { Link } from '@tanstack/react-router';
import { LANGUAGE_NAMES, landingPage, translator, type Country, type LandingPage } from '@eta/domain';
import { usePageMeta } from '../use-page-meta.ts';
import { useServiceFeePence } from '../service-fee.tsx';
import { useLandingLanguage } from './use-landing-language.ts';
import { LanguageToggle } from './language-toggle.tsx';
import { localizedFeeValue } from './fee-value.ts';

type Translate = ReturnType<typeof translator>;

/** The landing page of one eligible country (applicant §2), in English or the country's own language. */
export function CountryLanding({ country }: { country: Country }) {
  const [language, setLanguage] = useLandingLanguage(country);
  const page = landingPage(country, language);
  const t = translator(language);
  usePageMeta(page.headline, page.subheadline);
  return (
    <div className="landing" lang={LANGUAGE_NAMES[language].locale} dir={page.dir}>
      <div className="landing-bar">
        <div className="container landing-bar__inner">
          <p className="landing-bar__notice">
            <span className="disclaimer__icon" aria-hidden="true">
              i
            </span>
            {t('notice.professional')}
          </p>
          {page.languages.length > 1 ? (
            <LanguageToggle languages={page.languages} current={language} onChange={setLanguage} />
          ) : null}
        </div>
      </div>
      <LandingHero page={page} t={t} />
      <InfoCards language={language} t={t} />
      <LandingSections page={page} />
    </div>
  );
}

function LandingHero({ page, t }: { page: LandingPage; t: Translate }) {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="container">
        <p className="hero__eyebrow">{page.displayName}</p>
        <h1 id="landing-title">{page.headline}</h1>
        <p className="hero__lead">{page.subheadline}</p>
        <div className="button-row">
          <Link to="/apply" className="button button--primary button--large">
            {t('hero.cta.apply')}
          </Link>
          <Link to="/visa-checker" className="button button--ghost-light button--large">
            {t('hero.cta.check')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function InfoCards({ language, t }: { language: LandingPage['language']; t: Translate }) {
  const fee = useServiceFeePence();
  const cards = [
    { title: t('info.processing'), value: t('info.processing.value') },
    { title: t('info.validity'), value: t('info.validity.value') },
    { title: t('info.fee'), value: fee === undefined ? undefined : localizedFeeValue(language, fee) },
  ];
  return (
    <section className="section section--tight">
      <ul className="container info-cards">
        {cards.map((card) => (
          <li key={card.title} className="card info-card">
            <h2 className="info-card__title">{card.title}</h2>
            {card.value === undefined ? (
              <p className="info-card__value fee-loading" aria-busy="true" />
            ) : (
              <p className="info-card__value">{card.value}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LandingSections({ page }: { page: LandingPage }) {
  const { sections } = page;
  return (
    <>
      <section className="section" aria-labelledby="why-need-title">
        <div className="container landing-columns">
          <div>
            <h2 id="why-need-title">{sections.whyNeedTitle}</h2>
            <p>{page.whyNeed}</p>
            <p>{page.howLong}</p>
            <p className="landing-highlight">{page.additionalInfo}</p>
          </div>
          <div className="card">
            <h2 className="card__title">{sections.whatYouNeedTitle}</h2>
            <ul className="check-list">
              {sections.whatYouNeedItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="how-apply-title">
        <div className="container">
          <h2 id="how-apply-title" className="section__title">
            {sections.howToApplyTitle}
          </h2>
          <ol className="steps steps--four">
            {sections.howToApplySteps.map((step, index) => (
              <li key={step.title} className="card step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" aria-labelledby="landing-cta-title">
        <div className="container">
          <div className="cta-band">
            <h2 id="landing-cta-title">{sections.ctaTitle}</h2>
            <p>{sections.ctaText}</p>
            <Link to="/apply" className="button button--primary button--large">
              {sections.ctaButton}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

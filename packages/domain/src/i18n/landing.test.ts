import { describe, expect, it } from 'vitest';
import { ETA_ELIGIBLE_COUNTRIES, findCountryBySlug, type Country } from '../countries/countries.ts';
import { LANGUAGES } from './languages.ts';
import {
  LANDING_TEMPLATES,
  NATIVE_CITIZENS,
  landingContent,
  landingLanguageFor,
  landingLanguages,
  landingPage,
  landingSections,
  showsLanguageToggle,
} from './landing.ts';

const country = (slug: string): Country => {
  const c = findCountryBySlug(slug);
  if (!c) throw new Error(`no country ${slug}`);
  return c;
};

const GOOD_NEWS = ['australia', 'canada', 'japan', 'new-zealand', 'singapore', 'united-states'];

describe('English landing content', () => {
  it('is templated by demonym', () => {
    const canada = landingContent(country('canada'));
    expect(canada.displayName).toBe('Canada');
    expect(canada.headline).toBe('UK ETA for Canadian Citizens');
    expect(canada.whyNeed).toContain('Canadian citizens need an Electronic Travel Authorisation');
    expect(canada.whyNeed).toContain('6 months');
    expect(canada.howLong).toBe('Most applications are processed within 72 hours.');
    expect(canada.additionalInfo).toContain('2 years');
  });

  it('is identical across countries apart from the demonym and the good-news prefix', () => {
    const strip = (c: Country) => {
      const content = landingContent(c, 'en');
      const prefix = `Good news for ${c.demonym} travellers! `;
      return {
        headline: content.headline.replace(c.demonym, '{d}'),
        subheadline: content.subheadline,
        whyNeed: content.whyNeed.replace(c.demonym, '{d}'),
        howLong: content.howLong,
        additionalInfo: content.additionalInfo.replace(prefix, ''),
      };
    };
    const reference = strip(country('germany'));
    for (const c of ETA_ELIGIBLE_COUNTRIES) expect(strip(c), c.slug).toEqual(reference);
  });

  it('adds "Good news for …" only for Australia, Canada, Japan, New Zealand, Singapore and the United States', () => {
    for (const c of ETA_ELIGIBLE_COUNTRIES) {
      const info = landingContent(c, 'en').additionalInfo;
      expect(info.startsWith(`Good news for ${c.demonym} travellers! `), c.slug).toBe(GOOD_NEWS.includes(c.slug));
    }
    expect(landingContent(country('united-states')).additionalInfo.startsWith('Good news for American travellers!')).toBe(true);
  });
});

describe('native landing content', () => {
  it('exists for every eligible country in its language, which is one of the 32', () => {
    for (const c of ETA_ELIGIBLE_COUNTRIES) {
      expect(LANGUAGES, c.slug).toContain(c.language);
      const content = landingContent(c, c.language);
      for (const value of Object.values(content)) expect(value.trim().length, c.slug).toBeGreaterThan(0);
      if (c.language === 'en') continue;
      expect(NATIVE_CITIZENS[c.slug], c.slug).toBeDefined();
      const english = landingContent(c, 'en');
      expect(content.displayName, c.slug).toBe(c.nativeName);
      expect(content.headline, c.slug).not.toBe(english.headline);
      expect(content.whyNeed, c.slug).not.toBe(english.whyNeed);
      expect(content.additionalInfo, c.slug).not.toBe(english.additionalInfo);
      expect(content.headline, c.slug).toContain(NATIVE_CITIZENS[c.slug]);
      expect(content.whyNeed, c.slug).toContain(NATIVE_CITIZENS[c.slug]);
    }
  });

  it('has no fragments for countries that are not eligible or speak English', () => {
    for (const slug of Object.keys(NATIVE_CITIZENS)) {
      const c = country(slug);
      expect(c.etaEligible, slug).toBe(true);
      expect(c.language, slug).not.toBe('en');
    }
  });

  it('writes German for Germany', () => {
    const germany = landingContent(country('germany'), 'de');
    expect(germany.displayName).toBe('Deutschland');
    expect(germany.headline).toBe('UK-ETA für deutsche Staatsangehörige');
  });

  it('keeps the good-news prefix in Japanese', () => {
    expect(landingContent(country('japan'), 'ja').additionalInfo.startsWith('日本からご旅行の皆さまに朗報です！')).toBe(true);
    expect(landingContent(country('malaysia'), 'ms').additionalInfo).toBe(LANDING_TEMPLATES.ms.additionalInfo);
  });

  it('falls back to English for a language the country does not offer', () => {
    expect(landingContent(country('germany'), 'fr')).toEqual(landingContent(country('germany'), 'en'));
    expect(landingContent(country('canada'), 'fr')).toEqual(landingContent(country('canada'), 'en'));
    expect(landingLanguageFor(country('france'), 'xx')).toBe('en');
    expect(landingLanguageFor(country('france'), 'fr')).toBe('fr');
  });
});

describe('landing sections', () => {
  it('exist, complete, in every language', () => {
    for (const lang of LANGUAGES) {
      const s = landingSections(lang);
      const texts = [
        s.whyNeedTitle,
        s.whatYouNeedTitle,
        ...s.whatYouNeedItems,
        s.howToApplyTitle,
        ...s.howToApplySteps.flatMap((step) => [step.title, step.description]),
        s.ctaTitle,
        s.ctaText,
        s.ctaButton,
      ];
      expect(s.whatYouNeedItems, lang).toHaveLength(4);
      expect(s.howToApplySteps, lang).toHaveLength(4);
      for (const text of texts) expect(text.trim().length, lang).toBeGreaterThan(0);
    }
  });

  it('are translated, not copied from English', () => {
    const en = JSON.stringify(landingSections('en'));
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const s = landingSections(lang);
      expect(JSON.stringify(s), lang).not.toBe(en);
      expect(s.whyNeedTitle, lang).not.toBe(landingSections('en').whyNeedTitle);
      expect(s.ctaButton, lang).not.toBe(landingSections('en').ctaButton);
    }
  });

  it('use English for unknown languages', () => {
    expect(landingSections('xx')).toBe(landingSections('en'));
  });
});

describe('language toggle', () => {
  it('is hidden for English-language countries', () => {
    expect(showsLanguageToggle(country('canada'))).toBe(false);
    expect(landingLanguages(country('canada'))).toEqual(['en']);
    expect(showsLanguageToggle(country('germany'))).toBe(true);
    expect(landingLanguages(country('germany'))).toEqual(['en', 'de']);
  });

  it('builds a whole page with direction', () => {
    const qatar = landingPage(country('qatar'), 'ar');
    expect(qatar.language).toBe('ar');
    expect(qatar.dir).toBe('rtl');
    expect(qatar.sections).toBe(LANDING_TEMPLATES.ar.sections);
    expect(landingPage(country('qatar')).dir).toBe('ltr');
  });
});

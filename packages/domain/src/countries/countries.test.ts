import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import {
  ALL_NATIONALITIES,
  DEFAULT_LANDING_COUNTRY_SLUG,
  ETA_ELIGIBLE_COUNTRIES,
  ETA_ELIGIBLE_COUNTRY_NAMES,
  ETA_ELIGIBLE_SLUGS,
  GOOD_NEWS_COUNTRIES,
  ISO3166_ALPHA3,
  TRAVEL_ADDRESS_COUNTRIES,
  findCountryByCode,
  findCountryByName,
  findCountryBySlug,
  hasGoodNews,
  isEtaEligible,
  isEtaExemptNationality,
  resolveLandingCountry,
  slugify,
} from './countries.ts';

const isSorted = (names: readonly string[]): boolean =>
  names.every((name, i) => i === 0 || (names[i - 1] ?? '').localeCompare(name, 'en') < 0);

describe('eligible countries', () => {
  it('has exactly 84 eligible nationalities', () => {
    expect(ETA_ELIGIBLE_COUNTRIES).toHaveLength(84);
    expect(ETA_ELIGIBLE_SLUGS).toHaveLength(84);
    expect(new Set(ETA_ELIGIBLE_SLUGS).size).toBe(84);
    expect(ALL_NATIONALITIES.filter((c) => c.etaEligible)).toHaveLength(84);
  });

  it('lists every eligible slug as a known country', () => {
    for (const slug of ETA_ELIGIBLE_SLUGS) expect(findCountryBySlug(slug)?.etaEligible, slug).toBe(true);
  });

  it('includes the EU/EEA (except Ireland), Switzerland and the European microstates', () => {
    for (const name of ['Germany', 'France', 'Iceland', 'Liechtenstein', 'Norway', 'Switzerland', 'Andorra', 'Monaco', 'San Marino', 'Vatican City']) {
      expect(isEtaEligible(name), name).toBe(true);
    }
    expect(isEtaEligible('Ireland')).toBe(false);
  });

  it('includes the non-European visa-exempt nationalities and the Gulf states', () => {
    for (const name of ['United States', 'Canada', 'Australia', 'New Zealand', 'Japan', 'South Korea', 'Hong Kong', 'Macao', 'Taiwan', 'Israel', 'Qatar', 'Bahrain', 'Kuwait', 'Oman', 'Saudi Arabia', 'United Arab Emirates']) {
      expect(isEtaEligible(name), name).toBe(true);
    }
  });

  it('excludes visa nationals and nationalities removed from the ETA list', () => {
    for (const name of ['United Kingdom', 'Ireland', 'India', 'China', 'Russia', 'Jordan', 'Colombia', 'Trinidad and Tobago', 'Botswana', 'St Lucia', 'Nicaragua']) {
      expect(isEtaEligible(name), name).toBe(false);
    }
    expect(isEtaEligible('Atlantis')).toBe(false);
  });

  it('uses only the 32 interface languages on landing pages, and all of them', () => {
    for (const c of ETA_ELIGIBLE_COUNTRIES) expect(LANGUAGES, c.slug).toContain(c.language);
    expect(new Set(ETA_ELIGIBLE_COUNTRIES.map((c) => c.language)).size).toBe(32);
  });

  it('meets the native languages in the order the spec lists them (first appearance, alphabetical countries)', () => {
    const order: string[] = [];
    for (const c of ETA_ELIGIBLE_COUNTRIES) if (c.language !== 'en' && !order.includes(c.language)) order.push(c.language);
    expect(order.join(', ')).toBe(
      'ca, es, de, ar, nl, pt, ms, bg, hr, el, cs, da, et, fi, fr, zh, hu, is, he, it, ja, lv, lt, mt, no, pl, ro, sk, sl, ko, sv',
    );
  });

  it('assigns the expected landing languages', () => {
    const expected: Record<string, string> = {
      'andorra': 'ca', 'israel': 'he', 'malaysia': 'ms', 'brunei': 'ms', 'malta': 'mt', 'taiwan': 'zh', 'hong-kong': 'zh',
      'macao': 'zh', 'austria': 'de', 'belgium': 'nl', 'switzerland': 'de', 'luxembourg': 'fr', 'cyprus': 'el',
      'brazil': 'pt', 'mexico': 'es', 'argentina': 'es', 'seychelles': 'en', 'mauritius': 'en', 'maldives': 'en',
      'papua-new-guinea': 'en', 'vatican-city': 'it', 'san-marino': 'it', 'monaco': 'fr', 'liechtenstein': 'de',
      'qatar': 'ar', 'japan': 'ja', 'south-korea': 'ko', 'united-states': 'en', 'canada': 'en',
    };
    for (const [slug, lang] of Object.entries(expected)) expect(findCountryBySlug(slug)?.language, slug).toBe(lang);
  });

  it('keeps English names as native names for English-language countries', () => {
    for (const c of ALL_NATIONALITIES.filter((x) => x.language === 'en')) expect(c.nativeName).toBe(c.name);
    expect(findCountryBySlug('germany')?.nativeName).toBe('Deutschland');
    expect(findCountryBySlug('japan')?.nativeName).toBe('日本');
  });

  it('gives every eligible name sorted alphabetically', () => {
    expect(isSorted(ETA_ELIGIBLE_COUNTRY_NAMES)).toBe(true);
  });
});

describe('all nationalities', () => {
  it('has about 200 countries including Ireland and the United Kingdom', () => {
    expect(ALL_NATIONALITIES.length).toBeGreaterThanOrEqual(195);
    expect(findCountryByName('Ireland')?.etaEligible).toBe(false);
    expect(findCountryByName('United Kingdom')?.etaEligible).toBe(false);
  });

  it('is sorted alphabetically by English name', () => {
    expect(isSorted(ALL_NATIONALITIES.map((c) => c.name))).toBe(true);
  });

  it('has unique, lower-case kebab-case slugs', () => {
    const slugs = ALL_NATIONALITIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).toEqual(expect.arrayContaining(['united-states', 'new-zealand', 'hong-kong']));
  });

  it('has unique names, alpha-3 and ICAO codes', () => {
    const unique = (xs: string[]) => new Set(xs).size === xs.length;
    expect(unique(ALL_NATIONALITIES.map((c) => c.name))).toBe(true);
    expect(unique(ALL_NATIONALITIES.map((c) => c.alpha3))).toBe(true);
    expect(unique(ALL_NATIONALITIES.map((c) => c.icaoCode))).toBe(true);
    for (const c of ALL_NATIONALITIES) expect(c.alpha3).toMatch(/^[A-Z]{3}$/);
  });

  it('has a demonym and a language for every country', () => {
    for (const c of ALL_NATIONALITIES) {
      expect(c.demonym.length, c.slug).toBeGreaterThan(0);
      expect(LANGUAGES, c.slug).toContain(c.language);
    }
  });

  it('offers about 200 travel-address countries', () => {
    expect(TRAVEL_ADDRESS_COUNTRIES.length).toBeGreaterThanOrEqual(195);
    expect(TRAVEL_ADDRESS_COUNTRIES).toContain('United Kingdom');
    expect(isSorted(TRAVEL_ADDRESS_COUNTRIES)).toBe(true);
  });
});

describe('codes', () => {
  it('maps countries to ISO alpha-3 codes', () => {
    expect(ISO3166_ALPHA3['united-kingdom']).toBe('GBR');
    expect(ISO3166_ALPHA3['united-states']).toBe('USA');
    expect(ISO3166_ALPHA3['canada']).toBe('CAN');
    expect(ISO3166_ALPHA3['germany']).toBe('DEU');
    expect(ISO3166_ALPHA3['switzerland']).toBe('CHE');
    expect(ISO3166_ALPHA3['south-korea']).toBe('KOR');
  });

  it('uses the ICAO passport code, which differs for Germany', () => {
    expect(findCountryBySlug('germany')?.icaoCode).toBe('D');
    expect(findCountryBySlug('france')?.icaoCode).toBe('FRA');
  });

  it('finds countries from MRZ nationality codes', () => {
    expect(findCountryByCode('D<<')?.slug).toBe('germany');
    expect(findCountryByCode('D')?.slug).toBe('germany');
    expect(findCountryByCode('DEU')?.slug).toBe('germany');
    expect(findCountryByCode('can')?.slug).toBe('canada');
    expect(findCountryByCode('GBR')?.slug).toBe('united-kingdom');
    expect(findCountryByCode('GBD')?.slug).toBe('united-kingdom');
    expect(findCountryByCode('HKG')?.slug).toBe('hong-kong');
    expect(findCountryByCode('RKS')?.slug).toBe('kosovo');
    expect(findCountryByCode('ZZZ')).toBeUndefined();
    expect(findCountryByCode('<<<')).toBeUndefined();
  });
});

describe('lookups', () => {
  it('finds a country by slug regardless of case', () => {
    expect(findCountryBySlug('CANADA')?.name).toBe('Canada');
    expect(findCountryBySlug(' New-Zealand ')?.name).toBe('New Zealand');
    expect(findCountryBySlug('narnia')).toBeUndefined();
  });

  it('finds a country by name, native name or alias regardless of case', () => {
    expect(findCountryByName('united states')?.slug).toBe('united-states');
    expect(findCountryByName('USA')?.slug).toBe('united-states');
    expect(findCountryByName('Czech Republic')?.slug).toBe('czechia');
    expect(findCountryByName('Holy See')?.slug).toBe('vatican-city');
    expect(findCountryByName('Deutschland')?.slug).toBe('germany');
    expect(findCountryByName('The Bahamas')?.slug).toBe('bahamas');
    expect(findCountryByName('Saint Lucia')?.slug).toBe('st-lucia');
  });

  it('treats British and Irish nationals as exempt', () => {
    expect(isEtaExemptNationality('United Kingdom')).toBe(true);
    expect(isEtaExemptNationality('Ireland')).toBe(true);
    expect(isEtaExemptNationality('Canada')).toBe(false);
  });

  it('slugifies English names', () => {
    expect(slugify('St Kitts and Nevis')).toBe('st-kitts-and-nevis');
    expect(slugify('Côte d’Ivoire')).toBe('cote-divoire');
  });
});

describe('landing defaults', () => {
  it('defaults to Canada', () => {
    expect(DEFAULT_LANDING_COUNTRY_SLUG).toBe('canada');
    expect(resolveLandingCountry().slug).toBe('canada');
    expect(resolveLandingCountry('narnia').slug).toBe('canada');
    expect(resolveLandingCountry('India').slug).toBe('canada');
    expect(resolveLandingCountry('JAPAN').slug).toBe('japan');
  });

  it('marks the six good-news countries', () => {
    expect([...GOOD_NEWS_COUNTRIES].sort()).toEqual(['australia', 'canada', 'japan', 'new-zealand', 'singapore', 'united-states']);
    expect(ETA_ELIGIBLE_COUNTRIES.filter(hasGoodNews)).toHaveLength(6);
  });
});

import type { LanguageCode } from '../i18n/languages.ts';

/**
 * A country or territory whose nationals can be chosen as a nationality, issuing country or address country.
 */
export type Country = {
  /** Lower-case kebab-case key used in /eta/{country}, e.g. 'united-states', 'new-zealand', 'hong-kong'. */
  slug: string;
  /** English short name, e.g. 'United States'. */
  name: string;
  /**
   * The name written in `language`: the endonym for countries whose language is one of the 32 interface
   * languages (e.g. 'Deutschland', '日本'), the English name otherwise.
   */
  nativeName: string;
  /**
   * Landing-page language: the country's main language when it is one of the 32 interface languages, else 'en'.
   */
  language: LanguageCode;
  /** English demonym in its adjectival form, as in "UK ETA for {demonym} Citizens", e.g. 'Canadian'. */
  demonym: string;
  /** True for the 84 nationalities that must hold a UK ETA to visit. */
  etaEligible: boolean;
  /** ISO 3166-1 alpha-3 code, e.g. 'GBR' ('XKX' for Kosovo, the code used by the EU and IMF). */
  alpha3: string;
  /**
   * Nationality / issuing-state code printed in passport machine-readable zones (ICAO Doc 9303). Equal to
   * `alpha3` except Germany ('D', printed 'D<<') and Kosovo ('RKS').
   */
  icaoCode: string;
};

type Row = readonly [name: string, alpha3: string, demonym: string, language?: LanguageCode, nativeName?: string];

/**
 * Every sovereign state (the 193 UN members), plus the Holy See (Vatican City), Palestine, Kosovo, Taiwan,
 * Hong Kong and Macao: 199 entries, in alphabetical order of English name.
 */
const ROWS: readonly Row[] = [
  ['Afghanistan', 'AFG', 'Afghan'],
  ['Albania', 'ALB', 'Albanian'],
  ['Algeria', 'DZA', 'Algerian', 'ar', 'الجزائر'],
  ['Andorra', 'AND', 'Andorran', 'ca', 'Andorra'],
  ['Angola', 'AGO', 'Angolan', 'pt', 'Angola'],
  ['Antigua and Barbuda', 'ATG', 'Antiguan and Barbudan'],
  ['Argentina', 'ARG', 'Argentine', 'es', 'Argentina'],
  ['Armenia', 'ARM', 'Armenian'],
  ['Australia', 'AUS', 'Australian'],
  ['Austria', 'AUT', 'Austrian', 'de', 'Österreich'],
  ['Azerbaijan', 'AZE', 'Azerbaijani'],
  ['Bahamas', 'BHS', 'Bahamian'],
  ['Bahrain', 'BHR', 'Bahraini', 'ar', 'البحرين'],
  ['Bangladesh', 'BGD', 'Bangladeshi'],
  ['Barbados', 'BRB', 'Barbadian'],
  ['Belarus', 'BLR', 'Belarusian'],
  ['Belgium', 'BEL', 'Belgian', 'nl', 'België'],
  ['Belize', 'BLZ', 'Belizean'],
  ['Benin', 'BEN', 'Beninese', 'fr', 'Bénin'],
  ['Bhutan', 'BTN', 'Bhutanese'],
  ['Bolivia', 'BOL', 'Bolivian', 'es', 'Bolivia'],
  ['Bosnia and Herzegovina', 'BIH', 'Bosnian and Herzegovinian'],
  ['Botswana', 'BWA', 'Botswanan'],
  ['Brazil', 'BRA', 'Brazilian', 'pt', 'Brasil'],
  ['Brunei', 'BRN', 'Bruneian', 'ms', 'Brunei'],
  ['Bulgaria', 'BGR', 'Bulgarian', 'bg', 'България'],
  ['Burkina Faso', 'BFA', 'Burkinabe', 'fr', 'Burkina Faso'],
  ['Burundi', 'BDI', 'Burundian', 'fr', 'Burundi'],
  ['Cambodia', 'KHM', 'Cambodian'],
  ['Cameroon', 'CMR', 'Cameroonian', 'fr', 'Cameroun'],
  ['Canada', 'CAN', 'Canadian'],
  ['Cape Verde', 'CPV', 'Cape Verdean', 'pt', 'Cabo Verde'],
  ['Central African Republic', 'CAF', 'Central African', 'fr', 'République centrafricaine'],
  ['Chad', 'TCD', 'Chadian', 'fr', 'Tchad'],
  ['Chile', 'CHL', 'Chilean', 'es', 'Chile'],
  ['China', 'CHN', 'Chinese', 'zh', '中国'],
  ['Colombia', 'COL', 'Colombian', 'es', 'Colombia'],
  ['Comoros', 'COM', 'Comoran', 'fr', 'Comores'],
  ['Congo', 'COG', 'Congolese', 'fr', 'Congo'],
  ['Costa Rica', 'CRI', 'Costa Rican', 'es', 'Costa Rica'],
  ['Croatia', 'HRV', 'Croatian', 'hr', 'Hrvatska'],
  ['Cuba', 'CUB', 'Cuban', 'es', 'Cuba'],
  ['Cyprus', 'CYP', 'Cypriot', 'el', 'Κύπρος'],
  ['Czechia', 'CZE', 'Czech', 'cs', 'Česko'],
  ['Democratic Republic of the Congo', 'COD', 'Congolese', 'fr', 'République démocratique du Congo'],
  ['Denmark', 'DNK', 'Danish', 'da', 'Danmark'],
  ['Djibouti', 'DJI', 'Djiboutian', 'fr', 'Djibouti'],
  ['Dominica', 'DMA', 'Dominican'],
  ['Dominican Republic', 'DOM', 'Dominican', 'es', 'República Dominicana'],
  ['East Timor', 'TLS', 'Timorese', 'pt', 'Timor-Leste'],
  ['Ecuador', 'ECU', 'Ecuadorian', 'es', 'Ecuador'],
  ['Egypt', 'EGY', 'Egyptian', 'ar', 'مصر'],
  ['El Salvador', 'SLV', 'Salvadoran', 'es', 'El Salvador'],
  ['Equatorial Guinea', 'GNQ', 'Equatorial Guinean', 'es', 'Guinea Ecuatorial'],
  ['Eritrea', 'ERI', 'Eritrean'],
  ['Estonia', 'EST', 'Estonian', 'et', 'Eesti'],
  ['Eswatini', 'SWZ', 'Swazi'],
  ['Ethiopia', 'ETH', 'Ethiopian'],
  ['Fiji', 'FJI', 'Fijian'],
  ['Finland', 'FIN', 'Finnish', 'fi', 'Suomi'],
  ['France', 'FRA', 'French', 'fr', 'France'],
  ['Gabon', 'GAB', 'Gabonese', 'fr', 'Gabon'],
  ['Gambia', 'GMB', 'Gambian'],
  ['Georgia', 'GEO', 'Georgian'],
  ['Germany', 'DEU', 'German', 'de', 'Deutschland'],
  ['Ghana', 'GHA', 'Ghanaian'],
  ['Greece', 'GRC', 'Greek', 'el', 'Ελλάδα'],
  ['Grenada', 'GRD', 'Grenadian'],
  ['Guatemala', 'GTM', 'Guatemalan', 'es', 'Guatemala'],
  ['Guinea', 'GIN', 'Guinean', 'fr', 'Guinée'],
  ['Guinea-Bissau', 'GNB', 'Bissau-Guinean', 'pt', 'Guiné-Bissau'],
  ['Guyana', 'GUY', 'Guyanese'],
  ['Haiti', 'HTI', 'Haitian', 'fr', 'Haïti'],
  ['Honduras', 'HND', 'Honduran', 'es', 'Honduras'],
  ['Hong Kong', 'HKG', 'Hong Kong', 'zh', '香港'],
  ['Hungary', 'HUN', 'Hungarian', 'hu', 'Magyarország'],
  ['Iceland', 'ISL', 'Icelandic', 'is', 'Ísland'],
  ['India', 'IND', 'Indian'],
  ['Indonesia', 'IDN', 'Indonesian'],
  ['Iran', 'IRN', 'Iranian'],
  ['Iraq', 'IRQ', 'Iraqi', 'ar', 'العراق'],
  ['Ireland', 'IRL', 'Irish'],
  ['Israel', 'ISR', 'Israeli', 'he', 'ישראל'],
  ['Italy', 'ITA', 'Italian', 'it', 'Italia'],
  ['Ivory Coast', 'CIV', 'Ivorian', 'fr', 'Côte d’Ivoire'],
  ['Jamaica', 'JAM', 'Jamaican'],
  ['Japan', 'JPN', 'Japanese', 'ja', '日本'],
  ['Jordan', 'JOR', 'Jordanian', 'ar', 'الأردن'],
  ['Kazakhstan', 'KAZ', 'Kazakhstani'],
  ['Kenya', 'KEN', 'Kenyan'],
  ['Kiribati', 'KIR', 'I-Kiribati'],
  ['Kosovo', 'XKX', 'Kosovan'],
  ['Kuwait', 'KWT', 'Kuwaiti', 'ar', 'الكويت'],
  ['Kyrgyzstan', 'KGZ', 'Kyrgyz'],
  ['Laos', 'LAO', 'Lao'],
  ['Latvia', 'LVA', 'Latvian', 'lv', 'Latvija'],
  ['Lebanon', 'LBN', 'Lebanese', 'ar', 'لبنان'],
  ['Lesotho', 'LSO', 'Basotho'],
  ['Liberia', 'LBR', 'Liberian'],
  ['Libya', 'LBY', 'Libyan', 'ar', 'ليبيا'],
  ['Liechtenstein', 'LIE', 'Liechtenstein', 'de', 'Liechtenstein'],
  ['Lithuania', 'LTU', 'Lithuanian', 'lt', 'Lietuva'],
  ['Luxembourg', 'LUX', 'Luxembourgish', 'fr', 'Luxembourg'],
  ['Macao', 'MAC', 'Macanese', 'zh', '澳門'],
  ['Madagascar', 'MDG', 'Malagasy', 'fr', 'Madagascar'],
  ['Malawi', 'MWI', 'Malawian'],
  ['Malaysia', 'MYS', 'Malaysian', 'ms', 'Malaysia'],
  ['Maldives', 'MDV', 'Maldivian'],
  ['Mali', 'MLI', 'Malian', 'fr', 'Mali'],
  ['Malta', 'MLT', 'Maltese', 'mt', 'Malta'],
  ['Marshall Islands', 'MHL', 'Marshallese'],
  ['Mauritania', 'MRT', 'Mauritanian', 'ar', 'موريتانيا'],
  ['Mauritius', 'MUS', 'Mauritian'],
  ['Mexico', 'MEX', 'Mexican', 'es', 'México'],
  ['Micronesia', 'FSM', 'Micronesian'],
  ['Moldova', 'MDA', 'Moldovan', 'ro', 'Moldova'],
  ['Monaco', 'MCO', 'Monegasque', 'fr', 'Monaco'],
  ['Mongolia', 'MNG', 'Mongolian'],
  ['Montenegro', 'MNE', 'Montenegrin'],
  ['Morocco', 'MAR', 'Moroccan', 'ar', 'المغرب'],
  ['Mozambique', 'MOZ', 'Mozambican', 'pt', 'Moçambique'],
  ['Myanmar', 'MMR', 'Myanmar'],
  ['Namibia', 'NAM', 'Namibian'],
  ['Nauru', 'NRU', 'Nauruan'],
  ['Nepal', 'NPL', 'Nepalese'],
  ['Netherlands', 'NLD', 'Dutch', 'nl', 'Nederland'],
  ['New Zealand', 'NZL', 'New Zealand'],
  ['Nicaragua', 'NIC', 'Nicaraguan', 'es', 'Nicaragua'],
  ['Niger', 'NER', 'Nigerien', 'fr', 'Niger'],
  ['Nigeria', 'NGA', 'Nigerian'],
  ['North Korea', 'PRK', 'North Korean', 'ko', '조선'],
  ['North Macedonia', 'MKD', 'Macedonian'],
  ['Norway', 'NOR', 'Norwegian', 'no', 'Norge'],
  ['Oman', 'OMN', 'Omani', 'ar', 'عُمان'],
  ['Pakistan', 'PAK', 'Pakistani'],
  ['Palau', 'PLW', 'Palauan'],
  ['Palestine', 'PSE', 'Palestinian', 'ar', 'فلسطين'],
  ['Panama', 'PAN', 'Panamanian', 'es', 'Panamá'],
  ['Papua New Guinea', 'PNG', 'Papua New Guinean'],
  ['Paraguay', 'PRY', 'Paraguayan', 'es', 'Paraguay'],
  ['Peru', 'PER', 'Peruvian', 'es', 'Perú'],
  ['Philippines', 'PHL', 'Filipino'],
  ['Poland', 'POL', 'Polish', 'pl', 'Polska'],
  ['Portugal', 'PRT', 'Portuguese', 'pt', 'Portugal'],
  ['Qatar', 'QAT', 'Qatari', 'ar', 'قطر'],
  ['Romania', 'ROU', 'Romanian', 'ro', 'România'],
  ['Russia', 'RUS', 'Russian'],
  ['Rwanda', 'RWA', 'Rwandan'],
  ['Samoa', 'WSM', 'Samoan'],
  ['San Marino', 'SMR', 'Sammarinese', 'it', 'San Marino'],
  ['Sao Tome and Principe', 'STP', 'Sao Tomean', 'pt', 'São Tomé e Príncipe'],
  ['Saudi Arabia', 'SAU', 'Saudi', 'ar', 'المملكة العربية السعودية'],
  ['Senegal', 'SEN', 'Senegalese', 'fr', 'Sénégal'],
  ['Serbia', 'SRB', 'Serbian'],
  ['Seychelles', 'SYC', 'Seychellois'],
  ['Sierra Leone', 'SLE', 'Sierra Leonean'],
  ['Singapore', 'SGP', 'Singaporean'],
  ['Slovakia', 'SVK', 'Slovak', 'sk', 'Slovensko'],
  ['Slovenia', 'SVN', 'Slovenian', 'sl', 'Slovenija'],
  ['Solomon Islands', 'SLB', 'Solomon Islands'],
  ['Somalia', 'SOM', 'Somali'],
  ['South Africa', 'ZAF', 'South African'],
  ['South Korea', 'KOR', 'South Korean', 'ko', '대한민국'],
  ['South Sudan', 'SSD', 'South Sudanese'],
  ['Spain', 'ESP', 'Spanish', 'es', 'España'],
  ['Sri Lanka', 'LKA', 'Sri Lankan'],
  ['St Kitts and Nevis', 'KNA', 'Kittitian and Nevisian'],
  ['St Lucia', 'LCA', 'St Lucian'],
  ['St Vincent and the Grenadines', 'VCT', 'Vincentian'],
  ['Sudan', 'SDN', 'Sudanese', 'ar', 'السودان'],
  ['Suriname', 'SUR', 'Surinamese', 'nl', 'Suriname'],
  ['Sweden', 'SWE', 'Swedish', 'sv', 'Sverige'],
  ['Switzerland', 'CHE', 'Swiss', 'de', 'Schweiz'],
  ['Syria', 'SYR', 'Syrian', 'ar', 'سوريا'],
  ['Taiwan', 'TWN', 'Taiwanese', 'zh', '台灣'],
  ['Tajikistan', 'TJK', 'Tajikistani'],
  ['Tanzania', 'TZA', 'Tanzanian'],
  ['Thailand', 'THA', 'Thai'],
  ['Togo', 'TGO', 'Togolese', 'fr', 'Togo'],
  ['Tonga', 'TON', 'Tongan'],
  ['Trinidad and Tobago', 'TTO', 'Trinidadian and Tobagonian'],
  ['Tunisia', 'TUN', 'Tunisian', 'ar', 'تونس'],
  ['Turkey', 'TUR', 'Turkish'],
  ['Turkmenistan', 'TKM', 'Turkmen'],
  ['Tuvalu', 'TUV', 'Tuvaluan'],
  ['Uganda', 'UGA', 'Ugandan'],
  ['Ukraine', 'UKR', 'Ukrainian'],
  ['United Arab Emirates', 'ARE', 'Emirati', 'ar', 'الإمارات العربية المتحدة'],
  ['United Kingdom', 'GBR', 'British'],
  ['United States', 'USA', 'American'],
  ['Uruguay', 'URY', 'Uruguayan', 'es', 'Uruguay'],
  ['Uzbekistan', 'UZB', 'Uzbekistani'],
  ['Vanuatu', 'VUT', 'Ni-Vanuatu'],
  ['Vatican City', 'VAT', 'Vatican', 'it', 'Città del Vaticano'],
  ['Venezuela', 'VEN', 'Venezuelan', 'es', 'Venezuela'],
  ['Vietnam', 'VNM', 'Vietnamese'],
  ['Yemen', 'YEM', 'Yemeni', 'ar', 'اليمن'],
  ['Zambia', 'ZMB', 'Zambian'],
  ['Zimbabwe', 'ZWE', 'Zimbabwean'],
];

/**
 * The 84 nationalities that need a UK ETA, per the UK Government's Immigration Rules Appendix ETA National List
 * (gov.uk), as it stands after Botswana was deleted in 2025 and St Lucia and Nicaragua became visa nationals on
 * 5 March 2026. Earlier removals: Jordan (10 September 2024); Colombia and Trinidad and Tobago are visa nationals
 * and were never on the list. The Gulf states (Qatar since November 2023; Bahrain, Kuwait, Oman, Saudi Arabia and
 * the United Arab Emirates since February 2024) are included, which is where the spec's Arabic ('ar') comes from.
 */
export const ETA_ELIGIBLE_SLUGS = [
  // (a), (b): Gulf states
  'qatar',
  'bahrain',
  'kuwait',
  'oman',
  'united-arab-emirates',
  'saudi-arabia',
  // (c): from 8 January 2025
  'antigua-and-barbuda',
  'argentina',
  'australia',
  'barbados',
  'belize',
  'brazil',
  'brunei',
  'canada',
  'chile',
  'costa-rica',
  'grenada',
  'guatemala',
  'guyana',
  'hong-kong',
  'israel',
  'japan',
  'kiribati',
  'macao',
  'malaysia',
  'maldives',
  'marshall-islands',
  'mauritius',
  'mexico',
  'micronesia',
  'nauru',
  'new-zealand',
  'palau',
  'panama',
  'papua-new-guinea',
  'paraguay',
  'peru',
  'st-kitts-and-nevis',
  'st-vincent-and-the-grenadines',
  'samoa',
  'seychelles',
  'singapore',
  'solomon-islands',
  'south-korea',
  'taiwan',
  'bahamas',
  'tonga',
  'tuvalu',
  'united-states',
  'uruguay',
  // (d): from 2 April 2025 (Europe: EU/EEA except Ireland, Switzerland and the microstates)
  'andorra',
  'austria',
  'belgium',
  'bulgaria',
  'croatia',
  'cyprus',
  'czechia',
  'denmark',
  'estonia',
  'finland',
  'france',
  'germany',
  'greece',
  'hungary',
  'iceland',
  'italy',
  'latvia',
  'liechtenstein',
  'lithuania',
  'luxembourg',
  'malta',
  'monaco',
  'netherlands',
  'norway',
  'poland',
  'portugal',
  'romania',
  'san-marino',
  'slovakia',
  'slovenia',
  'spain',
  'sweden',
  'switzerland',
  'vatican-city',
] as const;

export type EtaEligibleSlug = (typeof ETA_ELIGIBLE_SLUGS)[number];

/** ICAO 9303 codes that differ from ISO alpha-3. */
const ICAO_OVERRIDES: Readonly<Record<string, string>> = { germany: 'D', kosovo: 'RKS' };

/** Lower-case kebab-case slug of an English name: 'St Kitts and Nevis' → 'st-kitts-and-nevis'. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const ELIGIBLE_SET: ReadonlySet<string> = new Set(ETA_ELIGIBLE_SLUGS);

function toCountry([name, alpha3, demonym, language = 'en', nativeName = name]: Row): Country {
  const slug = slugify(name);
  return {
    slug,
    name,
    nativeName,
    language,
    demonym,
    etaEligible: ELIGIBLE_SET.has(slug),
    alpha3,
    icaoCode: ICAO_OVERRIDES[slug] ?? alpha3,
  };
}

const byEnglishName = (a: Country, b: Country): number => a.name.localeCompare(b.name, 'en');

/** Every nationality (199 countries and territories), alphabetical by English name. */
export const ALL_NATIONALITIES: readonly Country[] = Object.freeze(ROWS.map(toCountry).sort(byEnglishName));

/** The 84 ETA-eligible nationalities, alphabetical by English name. */
export const ETA_ELIGIBLE_COUNTRIES: readonly Country[] = Object.freeze(ALL_NATIONALITIES.filter((c) => c.etaEligible));

/** English names of the eligible nationalities, alphabetical. */
export const ETA_ELIGIBLE_COUNTRY_NAMES: readonly string[] = Object.freeze(ETA_ELIGIBLE_COUNTRIES.map((c) => c.name));

/** English names of every nationality, alphabetical: the options of the nationality selects. */
export const NATIONALITY_NAMES: readonly string[] = Object.freeze(ALL_NATIONALITIES.map((c) => c.name));

/** Country names for the travel-address "country" select (about 200, alphabetical, includes the United Kingdom). */
export const TRAVEL_ADDRESS_COUNTRIES: readonly string[] = NATIONALITY_NAMES;

/** Nationalities that never need an ETA (eligibility rule 1): British citizens and Irish citizens (Common Travel Area). */
export const ETA_EXEMPT_NATIONALITY_SLUGS = ['united-kingdom', 'ireland'] as const;

/** Landing pages whose additionalInfo starts with "Good news for … travellers!". */
export const GOOD_NEWS_COUNTRIES = [
  'australia',
  'canada',
  'japan',
  'new-zealand',
  'singapore',
  'united-states',
] as const satisfies readonly EtaEligibleSlug[];

/** /eta without a (known) country shows Canada. */
export const DEFAULT_LANDING_COUNTRY_SLUG = 'canada' satisfies EtaEligibleSlug;

/** slug → ISO 3166-1 alpha-3 code, for every nationality. */
export const ISO3166_ALPHA3: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(ALL_NATIONALITIES.map((c) => [c.slug, c.alpha3])),
);

/** Other spellings accepted by the name lookups (lower-case) → slug. */
const NAME_ALIASES: Readonly<Record<string, string>> = {
  'usa': 'united-states',
  'us': 'united-states',
  'u.s.': 'united-states',
  'u.s.a.': 'united-states',
  'united states of america': 'united-states',
  'america': 'united-states',
  'uk': 'united-kingdom',
  'u.k.': 'united-kingdom',
  'great britain': 'united-kingdom',
  'britain': 'united-kingdom',
  'united kingdom of great britain and northern ireland': 'united-kingdom',
  'republic of ireland': 'ireland',
  'the bahamas': 'bahamas',
  'the gambia': 'gambia',
  'the netherlands': 'netherlands',
  'holland': 'netherlands',
  'czech republic': 'czechia',
  'korea': 'south-korea',
  'republic of korea': 'south-korea',
  'korea, republic of': 'south-korea',
  'korea (south)': 'south-korea',
  "democratic people's republic of korea": 'north-korea',
  'korea, democratic people’s republic of': 'north-korea',
  'hong kong sar': 'hong-kong',
  'hong kong (sar)': 'hong-kong',
  'hong kong special administrative region': 'hong-kong',
  'macau': 'macao',
  'macao sar': 'macao',
  'macao (sar)': 'macao',
  'macao special administrative region': 'macao',
  'taiwan, province of china': 'taiwan',
  'republic of china': 'taiwan',
  'holy see': 'vatican-city',
  'vatican': 'vatican-city',
  'saint kitts and nevis': 'st-kitts-and-nevis',
  'st. kitts and nevis': 'st-kitts-and-nevis',
  'saint lucia': 'st-lucia',
  'st. lucia': 'st-lucia',
  'saint vincent and the grenadines': 'st-vincent-and-the-grenadines',
  'st. vincent and the grenadines': 'st-vincent-and-the-grenadines',
  'federated states of micronesia': 'micronesia',
  'micronesia, federated states of': 'micronesia',
  'uae': 'united-arab-emirates',
  'brunei darussalam': 'brunei',
  'timor-leste': 'east-timor',
  'cabo verde': 'cape-verde',
  "cote d'ivoire": 'ivory-coast',
  'côte d’ivoire': 'ivory-coast',
  "côte d'ivoire": 'ivory-coast',
  'burma': 'myanmar',
  'swaziland': 'eswatini',
  'macedonia': 'north-macedonia',
  'türkiye': 'turkey',
  'turkiye': 'turkey',
  'russian federation': 'russia',
  'republic of the congo': 'congo',
  'congo-brazzaville': 'congo',
  'dr congo': 'democratic-republic-of-the-congo',
  'drc': 'democratic-republic-of-the-congo',
  'congo (democratic republic)': 'democratic-republic-of-the-congo',
  'congo-kinshasa': 'democratic-republic-of-the-congo',
  'lao pdr': 'laos',
  "lao people's democratic republic": 'laos',
  'viet nam': 'vietnam',
  'state of palestine': 'palestine',
  'occupied palestinian territories': 'palestine',
  'sao tome & principe': 'sao-tome-and-principe',
  'são tomé and príncipe': 'sao-tome-and-principe',
  'syrian arab republic': 'syria',
  'iran, islamic republic of': 'iran',
  'moldova, republic of': 'moldova',
  'republic of moldova': 'moldova',
  'tanzania, united republic of': 'tanzania',
  'bolivia (plurinational state of)': 'bolivia',
  'venezuela (bolivarian republic of)': 'venezuela',
};

const BY_SLUG: ReadonlyMap<string, Country> = new Map(ALL_NATIONALITIES.map((c) => [c.slug, c]));

const BY_NAME: ReadonlyMap<string, Country> = (() => {
  const map = new Map<string, Country>();
  for (const c of ALL_NATIONALITIES) {
    map.set(c.nativeName.toLowerCase(), c);
  }
  for (const [alias, slug] of Object.entries(NAME_ALIASES)) {
    const c = BY_SLUG.get(slug);
    if (c) map.set(alias, c);
  }
  // English names win over native names and aliases that happen to collide.
  for (const c of ALL_NATIONALITIES) {
    map.set(c.name.toLowerCase(), c);
  }
  return map;
})();

const BY_CODE: ReadonlyMap<string, Country> = (() => {
  const map = new Map<string, Country>();
  for (const c of ALL_NATIONALITIES) {
    map.set(c.alpha3, c);
    map.set(c.icaoCode, c);
  }
  const uk = BY_SLUG.get('united-kingdom');
  // British passports of other British nationality classes (ICAO 9303): overseas territories citizen, national
  // (overseas), overseas citizen, protected person, subject. All are British passports.
  if (uk) for (const code of ['GBD', 'GBN', 'GBO', 'GBP', 'GBS']) map.set(code, uk);
  return map;
})();

/** Finds a country by slug, ignoring case and surrounding spaces: findCountryBySlug('CANADA') → Canada. */
export function findCountryBySlug(slug: string): Country | undefined {
  return BY_SLUG.get(slug.trim().toLowerCase());
}

/**
 * Finds a country by English name, native name or common alternative spelling ('USA', 'Czech Republic',
 * 'Holy See'), ignoring case and surrounding spaces. A slug is accepted too.
 */
export function findCountryByName(name: string): Country | undefined {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return BY_NAME.get(key) ?? BY_SLUG.get(key);
}

/**
 * Finds a country from a passport MRZ nationality / issuing-state code or an ISO alpha-3 code: 'CAN', 'can',
 * 'D<<' and 'D' (Germany), 'DEU', 'GBD'…'GBS' (British passports), 'RKS' (Kosovo).
 */
export function findCountryByCode(code: string): Country | undefined {
  const key = code.replace(/</g, '').trim().toUpperCase();
  return key ? BY_CODE.get(key) : undefined;
}

/**
 * Whether nationals of the named country need (and can get) a UK ETA. Accepts the same inputs as
 * `findCountryByName`; unknown names are not eligible.
 */
export function isEtaEligible(name: string): boolean {
  return findCountryByName(name)?.etaEligible ?? false;
}

/** True for British and Irish nationals, who never need an ETA. */
export function isEtaExemptNationality(name: string): boolean {
  const slug = findCountryByName(name)?.slug;
  return slug !== undefined && (ETA_EXEMPT_NATIONALITY_SLUGS as readonly string[]).includes(slug);
}

/** True for the six countries whose landing page adds the "Good news for …" prefix. */
export function hasGoodNews(country: Pick<Country, 'slug'>): boolean {
  return (GOOD_NEWS_COUNTRIES as readonly string[]).includes(country.slug);
}

/**
 * The country shown at /eta/{country}: the parameter is lower-cased; an unknown or ineligible country, or none,
 * shows the default (Canada).
 */
export function resolveLandingCountry(param?: string | null): Country {
  const found = param ? findCountryBySlug(param) : undefined;
  if (found?.etaEligible) return found;
  const fallback = BY_SLUG.get(DEFAULT_LANDING_COUNTRY_SLUG);
  if (!fallback) throw new Error('default landing country missing');
  return fallback;
}

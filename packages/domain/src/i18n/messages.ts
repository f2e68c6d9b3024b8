import { type LanguageCode, normalizeLanguage } from './languages.ts';

/** The ten translation keys of the applicant spec (§1). */
export const TRANSLATION_KEYS = [
  'hero.cta.apply',
  'hero.cta.check',
  'notice.professional',
  'info.processing',
  'info.processing.value',
  'info.validity',
  'info.validity.value',
  'info.fee',
  'info.fee.value',
  'language.switch',
] as const;

export type TranslationKey = (typeof TRANSLATION_KEYS)[number];

export type MessageTable = Readonly<Record<TranslationKey, string>>;

/**
 * Interface strings in all 32 languages.
 * Meanings (English is the reference): apply button, eligibility button, the "professional service, not the
 * government" notice, the three info cards (processing time, validity, fee) with their values, and the label of
 * the language switch. 'zh' is Traditional Chinese (it serves Hong Kong, Macao and Taiwan).
 */
export const MESSAGES: Readonly<Record<LanguageCode, MessageTable>> = {
  en: {
    'hero.cta.apply': 'Apply Now',
    'hero.cta.check': 'Check Eligibility',
    'notice.professional':
      'Professional application assistance service — we are not the UK Government and are not affiliated with it.',
    'info.processing': 'Processing Time',
    'info.processing.value': 'Within 72 hours',
    'info.validity': 'Validity',
    'info.validity.value': '2 years or until your passport expires, multiple entries',
    'info.fee': 'Service Fee',
    'info.fee.value': '£75 per application',
    'language.switch': 'Language',
  },
  es: {
    'hero.cta.apply': 'Solicitar ahora',
    'hero.cta.check': 'Comprobar requisitos',
    'notice.professional':
      'Servicio profesional de asistencia para solicitudes: no somos el Gobierno del Reino Unido ni estamos afiliados a él.',
    'info.processing': 'Tiempo de tramitación',
    'info.processing.value': 'En un plazo de 72 horas',
    'info.validity': 'Validez',
    'info.validity.value': '2 años o hasta que caduque su pasaporte, entradas múltiples',
    'info.fee': 'Tarifa del servicio',
    'info.fee.value': '75 £ por solicitud',
    'language.switch': 'Idioma',
  },
  fr: {
    'hero.cta.apply': 'Faire ma demande',
    'hero.cta.check': 'Vérifier mon éligibilité',
    'notice.professional':
      'Service professionnel d’assistance aux demandes — nous ne sommes pas le gouvernement britannique et n’y sommes pas affiliés.',
    'info.processing': 'Délai de traitement',
    'info.processing.value': 'Sous 72 heures',
    'info.validity': 'Validité',
    'info.validity.value': '2 ans ou jusqu’à l’expiration de votre passeport, entrées multiples',
    'info.fee': 'Frais de service',
    'info.fee.value': '75 £ par demande',
    'language.switch': 'Langue',
  },
  de: {
    'hero.cta.apply': 'Jetzt beantragen',
    'hero.cta.check': 'Berechtigung prüfen',
    'notice.professional':
      'Professioneller Antragsservice – wir sind nicht die britische Regierung und stehen in keiner Verbindung zu ihr.',
    'info.processing': 'Bearbeitungszeit',
    'info.processing.value': 'Innerhalb von 72 Stunden',
    'info.validity': 'Gültigkeit',
    'info.validity.value': '2 Jahre oder bis zum Ablauf Ihres Reisepasses, mehrfache Einreise',
    'info.fee': 'Servicegebühr',
    'info.fee.value': '75 £ pro Antrag',
    'language.switch': 'Sprache',
  },
  it: {
    'hero.cta.apply': 'Richiedi ora',
    'hero.cta.check': 'Verifica l’idoneità',
    'notice.professional':
      'Servizio professionale di assistenza alla domanda: non siamo il governo del Regno Unito né siamo affiliati a esso.',
    'info.processing': 'Tempi di elaborazione',
    'info.processing.value': 'Entro 72 ore',
    'info.validity': 'Validità',
    'info.validity.value': '2 anni o fino alla scadenza del passaporto, ingressi multipli',
    'info.fee': 'Costo del servizio',
    'info.fee.value': '75 £ per domanda',
    'language.switch': 'Lingua',
  },
  pt: {
    'hero.cta.apply': 'Solicitar agora',
    'hero.cta.check': 'Verificar elegibilidade',
    'notice.professional':
      'Serviço profissional de assistência ao pedido — não somos o Governo do Reino Unido nem temos qualquer vínculo com ele.',
    'info.processing': 'Prazo de processamento',
    'info.processing.value': 'No prazo de 72 horas',
    'info.validity': 'Validade',
    'info.validity.value': '2 anos ou até o passaporte expirar, entradas múltiplas',
    'info.fee': 'Taxa de serviço',
    'info.fee.value': '75 £ por pedido',
    'language.switch': 'Idioma',
  },
  nl: {
    'hero.cta.apply': 'Nu aanvragen',
    'hero.cta.check': 'Controleer of u in aanmerking komt',
    'notice.professional':
      'Professionele service voor aanvraagondersteuning — wij zijn niet de Britse overheid en zijn daar niet aan verbonden.',
    'info.processing': 'Verwerkingstijd',
    'info.processing.value': 'Binnen 72 uur',
    'info.validity': 'Geldigheid',
    'info.validity.value': '2 jaar of tot uw paspoort verloopt, meerdere binnenkomsten',
    'info.fee': 'Servicekosten',
    'info.fee.value': '£ 75 per aanvraag',
    'language.switch': 'Taal',
  },
  ar: {
    'hero.cta.apply': 'قدّم الآن',
    'hero.cta.check': 'تحقّق من الأهلية',
    'notice.professional':
      'خدمة احترافية للمساعدة في تقديم الطلبات — لسنا حكومة المملكة المتحدة ولا نتبع لها بأي شكل من الأشكال.',
    'info.processing': 'مدة المعالجة',
    'info.processing.value': 'خلال 72 ساعة',
    'info.validity': 'مدة الصلاحية',
    'info.validity.value': 'سنتان أو حتى انتهاء صلاحية جواز سفرك، مع إمكانية الدخول المتعدد',
    'info.fee': 'رسوم الخدمة',
    'info.fee.value': '75 جنيهًا إسترلينيًا لكل طلب',
    'language.switch': 'اللغة',
  },
  ja: {
    'hero.cta.apply': '今すぐ申請',
    'hero.cta.check': '申請資格を確認',
    'notice.professional':
      '専門の申請サポートサービスです。当社は英国政府ではなく、英国政府とは一切関係ありません。',
    'info.processing': '処理時間',
    'info.processing.value': '72時間以内',
    'info.validity': '有効期間',
    'info.validity.value': '2年間またはパスポートの有効期限まで、複数回入国可能',
    'info.fee': 'サービス料金',
    'info.fee.value': '1件につき75ポンド',
    'language.switch': '言語',
  },
  ko: {
    'hero.cta.apply': '지금 신청하기',
    'hero.cta.check': '자격 확인하기',
    'notice.professional':
      '전문 신청 지원 서비스입니다. 당사는 영국 정부가 아니며 영국 정부와 어떠한 제휴 관계도 없습니다.',
    'info.processing': '처리 기간',
    'info.processing.value': '72시간 이내',
    'info.validity': '유효 기간',
    'info.validity.value': '2년 또는 여권 만료일까지, 복수 입국 가능',
    'info.fee': '서비스 수수료',
    'info.fee.value': '신청 1건당 £75',
    'language.switch': '언어',
  },
  zh: {
    'hero.cta.apply': '立即申請',
    'hero.cta.check': '查看申請資格',
    'notice.professional': '專業申請協助服務——我們並非英國政府，亦與英國政府並無任何關聯。',
    'info.processing': '處理時間',
    'info.processing.value': '72小時內',
    'info.validity': '有效期',
    'info.validity.value': '2年或至護照到期為止，可多次入境',
    'info.fee': '服務費',
    'info.fee.value': '每份申請75英鎊',
    'language.switch': '語言',
  },
  pl: {
    'hero.cta.apply': 'Złóż wniosek',
    'hero.cta.check': 'Sprawdź uprawnienia',
    'notice.professional':
      'Profesjonalna usługa pomocy w składaniu wniosków — nie jesteśmy rządem Wielkiej Brytanii i nie jesteśmy z nim powiązani.',
    'info.processing': 'Czas rozpatrzenia',
    'info.processing.value': 'W ciągu 72 godzin',
    'info.validity': 'Ważność',
    'info.validity.value': '2 lata lub do upływu ważności paszportu, wielokrotny wjazd',
    'info.fee': 'Opłata za usługę',
    'info.fee.value': '75 £ za wniosek',
    'language.switch': 'Język',
  },
  cs: {
    'hero.cta.apply': 'Požádat nyní',
    'hero.cta.check': 'Ověřit nárok',
    'notice.professional':
      'Profesionální služba asistence s žádostí — nejsme vláda Spojeného království a nejsme s ní nijak spojeni.',
    'info.processing': 'Doba zpracování',
    'info.processing.value': 'Do 72 hodin',
    'info.validity': 'Platnost',
    'info.validity.value': '2 roky nebo do konce platnosti pasu, opakovaný vstup',
    'info.fee': 'Servisní poplatek',
    'info.fee.value': '75 £ za žádost',
    'language.switch': 'Jazyk',
  },
  sv: {
    'hero.cta.apply': 'Ansök nu',
    'hero.cta.check': 'Kontrollera behörighet',
    'notice.professional':
      'Professionell ansökningshjälp – vi är inte den brittiska regeringen och är inte knutna till den.',
    'info.processing': 'Handläggningstid',
    'info.processing.value': 'Inom 72 timmar',
    'info.validity': 'Giltighet',
    'info.validity.value': '2 år eller tills ditt pass upphör att gälla, flera inresor',
    'info.fee': 'Serviceavgift',
    'info.fee.value': '75 £ per ansökan',
    'language.switch': 'Språk',
  },
  da: {
    'hero.cta.apply': 'Ansøg nu',
    'hero.cta.check': 'Tjek, om du kan ansøge',
    'notice.professional':
      'Professionel ansøgningsservice – vi er ikke den britiske regering og er ikke tilknyttet den.',
    'info.processing': 'Behandlingstid',
    'info.processing.value': 'Inden for 72 timer',
    'info.validity': 'Gyldighed',
    'info.validity.value': '2 år eller indtil dit pas udløber, flere indrejser',
    'info.fee': 'Servicegebyr',
    'info.fee.value': '75 £ pr. ansøgning',
    'language.switch': 'Sprog',
  },
  no: {
    'hero.cta.apply': 'Søk nå',
    'hero.cta.check': 'Sjekk om du kan søke',
    'notice.professional':
      'Profesjonell tjeneste for søknadshjelp – vi er ikke den britiske regjeringen og er ikke tilknyttet den.',
    'info.processing': 'Behandlingstid',
    'info.processing.value': 'Innen 72 timer',
    'info.validity': 'Gyldighet',
    'info.validity.value': '2 år eller til passet ditt utløper, flere innreiser',
    'info.fee': 'Servicegebyr',
    'info.fee.value': '75 £ per søknad',
    'language.switch': 'Språk',
  },
  fi: {
    'hero.cta.apply': 'Hae nyt',
    'hero.cta.check': 'Tarkista kelpoisuus',
    'notice.professional':
      'Ammattimainen hakemuspalvelu – emme ole Yhdistyneen kuningaskunnan hallitus emmekä ole sidoksissa siihen.',
    'info.processing': 'Käsittelyaika',
    'info.processing.value': '72 tunnin kuluessa',
    'info.validity': 'Voimassaolo',
    'info.validity.value': '2 vuotta tai passin voimassaolon päättymiseen asti, useita maahantuloja',
    'info.fee': 'Palvelumaksu',
    'info.fee.value': '75 £ / hakemus',
    'language.switch': 'Kieli',
  },
  el: {
    'hero.cta.apply': 'Υποβολή αίτησης',
    'hero.cta.check': 'Έλεγχος επιλεξιμότητας',
    'notice.professional':
      'Επαγγελματική υπηρεσία υποστήριξης αιτήσεων — δεν είμαστε η κυβέρνηση του Ηνωμένου Βασιλείου και δεν συνδεόμαστε με αυτήν.',
    'info.processing': 'Χρόνος επεξεργασίας',
    'info.processing.value': 'Εντός 72 ωρών',
    'info.validity': 'Ισχύς',
    'info.validity.value': '2 έτη ή έως τη λήξη του διαβατηρίου σας, πολλαπλές είσοδοι',
    'info.fee': 'Χρέωση υπηρεσίας',
    'info.fee.value': '75 £ ανά αίτηση',
    'language.switch': 'Γλώσσα',
  },
  hu: {
    'hero.cta.apply': 'Igénylés most',
    'hero.cta.check': 'Jogosultság ellenőrzése',
    'notice.professional':
      'Professzionális kérelemkezelési szolgáltatás – nem vagyunk az Egyesült Királyság kormánya, és nem állunk kapcsolatban vele.',
    'info.processing': 'Feldolgozási idő',
    'info.processing.value': '72 órán belül',
    'info.validity': 'Érvényesség',
    'info.validity.value': '2 év vagy az útlevél lejártáig, többszöri beutazás',
    'info.fee': 'Szolgáltatási díj',
    'info.fee.value': 'Kérelmenként 75 £',
    'language.switch': 'Nyelv',
  },
  ro: {
    'hero.cta.apply': 'Aplicați acum',
    'hero.cta.check': 'Verificați eligibilitatea',
    'notice.professional':
      'Serviciu profesionist de asistență pentru cereri — nu suntem Guvernul Regatului Unit și nu suntem afiliați acestuia.',
    'info.processing': 'Timp de procesare',
    'info.processing.value': 'În maximum 72 de ore',
    'info.validity': 'Valabilitate',
    'info.validity.value': '2 ani sau până la expirarea pașaportului, intrări multiple',
    'info.fee': 'Taxă de serviciu',
    'info.fee.value': '75 £ per cerere',
    'language.switch': 'Limbă',
  },
  bg: {
    'hero.cta.apply': 'Кандидатствайте сега',
    'hero.cta.check': 'Проверете допустимостта',
    'notice.professional':
      'Професионална услуга за съдействие при кандидатстване — ние не сме правителството на Обединеното кралство и не сме свързани с него.',
    'info.processing': 'Срок за обработка',
    'info.processing.value': 'До 72 часа',
    'info.validity': 'Валидност',
    'info.validity.value': '2 години или до изтичане на паспорта ви, многократно влизане',
    'info.fee': 'Такса за услугата',
    'info.fee.value': '75 £ на заявление',
    'language.switch': 'Език',
  },
  hr: {
    'hero.cta.apply': 'Podnesite zahtjev',
    'hero.cta.check': 'Provjerite ispunjavate li uvjete',
    'notice.professional':
      'Profesionalna usluga pomoći pri podnošenju zahtjeva — nismo Vlada Ujedinjenog Kraljevstva i nismo s njom povezani.',
    'info.processing': 'Vrijeme obrade',
    'info.processing.value': 'Unutar 72 sata',
    'info.validity': 'Valjanost',
    'info.validity.value': '2 godine ili do isteka putovnice, višestruki ulasci',
    'info.fee': 'Naknada za uslugu',
    'info.fee.value': '75 £ po zahtjevu',
    'language.switch': 'Jezik',
  },
  sk: {
    'hero.cta.apply': 'Požiadať teraz',
    'hero.cta.check': 'Overiť nárok',
    'notice.professional':
      'Profesionálna služba asistencie so žiadosťou — nie sme vláda Spojeného kráľovstva a nie sme s ňou nijako prepojení.',
    'info.processing': 'Doba spracovania',
    'info.processing.value': 'Do 72 hodín',
    'info.validity': 'Platnosť',
    'info.validity.value': '2 roky alebo do skončenia platnosti pasu, viacnásobný vstup',
    'info.fee': 'Servisný poplatok',
    'info.fee.value': '75 £ za žiadosť',
    'language.switch': 'Jazyk',
  },
  sl: {
    'hero.cta.apply': 'Oddajte vlogo',
    'hero.cta.check': 'Preverite upravičenost',
    'notice.professional':
      'Profesionalna storitev pomoči pri oddaji vloge — nismo vlada Združenega kraljestva in z njo nismo povezani.',
    'info.processing': 'Čas obdelave',
    'info.processing.value': 'V 72 urah',
    'info.validity': 'Veljavnost',
    'info.validity.value': '2 leti ali do izteka veljavnosti potnega lista, večkratni vstopi',
    'info.fee': 'Pristojbina za storitev',
    'info.fee.value': '75 £ na vlogo',
    'language.switch': 'Jezik',
  },
  lt: {
    'hero.cta.apply': 'Pateikti prašymą',
    'hero.cta.check': 'Patikrinti tinkamumą',
    'notice.professional':
      'Profesionali pagalbos teikiant prašymus paslauga — nesame Jungtinės Karalystės Vyriausybė ir nesame su ja susiję.',
    'info.processing': 'Nagrinėjimo trukmė',
    'info.processing.value': 'Per 72 valandas',
    'info.validity': 'Galiojimas',
    'info.validity.value': '2 metai arba iki paso galiojimo pabaigos, daugkartinis atvykimas',
    'info.fee': 'Paslaugos mokestis',
    'info.fee.value': '75 £ už prašymą',
    'language.switch': 'Kalba',
  },
  lv: {
    'hero.cta.apply': 'Pieteikties tagad',
    'hero.cta.check': 'Pārbaudīt atbilstību',
    'notice.professional':
      'Profesionāls pieteikumu atbalsta pakalpojums — mēs neesam Apvienotās Karalistes valdība un neesam ar to saistīti.',
    'info.processing': 'Apstrādes laiks',
    'info.processing.value': '72 stundu laikā',
    'info.validity': 'Derīgums',
    'info.validity.value': '2 gadi vai līdz pases derīguma termiņa beigām, vairākkārtēja ieceļošana',
    'info.fee': 'Pakalpojuma maksa',
    'info.fee.value': '75 £ par pieteikumu',
    'language.switch': 'Valoda',
  },
  et: {
    'hero.cta.apply': 'Esita taotlus',
    'hero.cta.check': 'Kontrolli sobivust',
    'notice.professional':
      'Professionaalne taotlusabi teenus — me ei ole Ühendkuningriigi valitsus ega ole sellega seotud.',
    'info.processing': 'Menetlusaeg',
    'info.processing.value': '72 tunni jooksul',
    'info.validity': 'Kehtivus',
    'info.validity.value': '2 aastat või kuni passi kehtivuse lõpuni, mitmekordne sisenemine',
    'info.fee': 'Teenustasu',
    'info.fee.value': '75 £ taotluse kohta',
    'language.switch': 'Keel',
  },
  he: {
    'hero.cta.apply': 'הגישו בקשה עכשיו',
    'hero.cta.check': 'בדקו זכאות',
    'notice.professional': 'שירות מקצועי לסיוע בהגשת בקשות — איננו ממשלת בריטניה ואיננו קשורים אליה.',
    'info.processing': 'זמן טיפול',
    'info.processing.value': 'תוך 72 שעות',
    'info.validity': 'תוקף',
    'info.validity.value': 'שנתיים או עד תום תוקף הדרכון, כניסות מרובות',
    'info.fee': 'דמי שירות',
    'info.fee.value': '75 ליש״ט לכל בקשה',
    'language.switch': 'שפה',
  },
  ca: {
    'hero.cta.apply': 'Sol·licitar ara',
    'hero.cta.check': 'Comprovar els requisits',
    'notice.professional':
      'Servei professional d’assistència en la sol·licitud: no som el Govern del Regne Unit ni hi estem afiliats.',
    'info.processing': 'Temps de tramitació',
    'info.processing.value': 'En un termini de 72 hores',
    'info.validity': 'Validesa',
    'info.validity.value': '2 anys o fins que caduqui el passaport, entrades múltiples',
    'info.fee': 'Tarifa del servei',
    'info.fee.value': '75 £ per sol·licitud',
    'language.switch': 'Llengua',
  },
  is: {
    'hero.cta.apply': 'Sækja um núna',
    'hero.cta.check': 'Athuga hvort þú getir sótt um',
    'notice.professional': 'Fagleg þjónusta við umsóknir — við erum ekki bresk stjórnvöld og tengjumst þeim ekki.',
    'info.processing': 'Afgreiðslutími',
    'info.processing.value': 'Innan 72 klukkustunda',
    'info.validity': 'Gildistími',
    'info.validity.value': '2 ár eða þar til vegabréfið rennur út, margar komur',
    'info.fee': 'Þjónustugjald',
    'info.fee.value': '75 £ fyrir hverja umsókn',
    'language.switch': 'Tungumál',
  },
  mt: {
    'hero.cta.apply': 'Applika issa',
    'hero.cta.check': 'Iċċekkja l-eliġibbiltà',
    'notice.professional':
      'Servizz professjonali ta’ assistenza fl-applikazzjoni — m’aħniex il-Gvern tar-Renju Unit u m’aħniex affiljati miegħu.',
    'info.processing': 'Żmien tal-ipproċessar',
    'info.processing.value': 'Fi żmien 72 siegħa',
    'info.validity': 'Validità',
    'info.validity.value': 'Sentejn jew sakemm jiskadi l-passaport tiegħek, dħul multiplu',
    'info.fee': 'Miżata tas-servizz',
    'info.fee.value': '£75 għal kull applikazzjoni',
    'language.switch': 'Lingwa',
  },
  ms: {
    'hero.cta.apply': 'Mohon sekarang',
    'hero.cta.check': 'Semak kelayakan',
    'notice.professional':
      'Perkhidmatan bantuan permohonan profesional — kami bukan Kerajaan UK dan tidak mempunyai sebarang kaitan dengannya.',
    'info.processing': 'Tempoh pemprosesan',
    'info.processing.value': 'Dalam tempoh 72 jam',
    'info.validity': 'Tempoh sah',
    'info.validity.value': '2 tahun atau sehingga pasport anda tamat tempoh, kemasukan berbilang',
    'info.fee': 'Yuran perkhidmatan',
    'info.fee.value': '£75 bagi setiap permohonan',
    'language.switch': 'Bahasa',
  },
};

/**
 * Looks up a key in `lang`; falls back to English, then to the key itself (spec §1).
 * `lang` is read leniently ('FR', 'pt-BR'); an unknown code (e.g. 'xx') gets the English text.
 */
export function translate(lang: string, key: TranslationKey | (string & {})): string {
  const table: Partial<Record<string, string>> = MESSAGES[normalizeLanguage(lang)];
  const english: Partial<Record<string, string>> = MESSAGES.en;
  return table[key] || english[key] || key;
}

/** True when `key` is one of the ten translation keys. */
export function isTranslationKey(key: string): key is TranslationKey {
  return (TRANSLATION_KEYS as readonly string[]).includes(key);
}

/** A translator bound to one language: `const t = translator('fr'); t('hero.cta.apply')`. */
export function translator(lang: string): (key: TranslationKey) => string {
  return (key) => translate(lang, key);
}

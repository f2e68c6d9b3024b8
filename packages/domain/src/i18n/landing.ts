import { type Country, hasGoodNews } from '../countries/countries.ts';
import { type LanguageCode, DEFAULT_LANGUAGE, isLanguageCode, textDirection } from './languages.ts';

/** The per-country content of a landing page (/eta/{country}), spec §2. */
export type LandingContent = {
  displayName: string;
  headline: string;
  subheadline: string;
  whyNeed: string;
  howLong: string;
  additionalInfo: string;
};

export type LandingStep = { title: string; description: string };

/** The fixed headings and lists of the landing page, so the whole page can switch language. */
export type LandingSections = {
  whyNeedTitle: string;
  whatYouNeedTitle: string;
  /** Valid passport; digital passport photo; travel details (UK arrival date and address); payment card. */
  whatYouNeedItems: readonly [string, string, string, string];
  howToApplyTitle: string;
  /** Complete the form (~10 min); upload passport scan and photo; review and pay by card; receive the ETA. */
  howToApplySteps: readonly [LandingStep, LandingStep, LandingStep, LandingStep];
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
};

/**
 * One language's landing texts. `c` is the country fragment: the English demonym for 'en', and for the other
 * languages the entry of NATIVE_CITIZENS, whose grammatical form is chosen so that it fits every slot of that
 * language's template unchanged (see the comments there).
 */
export type LandingTemplate = {
  headline: (c: string) => string;
  subheadline: string;
  whyNeed: (c: string) => string;
  howLong: string;
  additionalInfo: string;
  /** Prefix of additionalInfo for the good-news countries (Australia, Canada, Japan, New Zealand, Singapore, US). */
  goodNews: (c: string) => string;
  sections: LandingSections;
};

/**
 * Country fragments in each eligible country's own language (only countries whose language is not English).
 * The form depends on the language template:
 * - ar: the country name, preceded by "مواطنو/مواطني" (citizens of);
 * - bg, hr, cs, sk, sl, pl, is, fi, et, lv, lt: the country name in the genitive (Polski, Suomen, Lietuvos…);
 * - el: genitive with article (της Ελλάδας);
 * - he, ja, ko, zh, ms: the country name (used as "citizens of X" / "X nationals" / "X passport holders");
 * - hu, ro, mt: the plural adjective after the noun "citizens" (magyar, români, Maltin);
 * - de, nl, da, sv, no, es, fr, it, pt, ca: a full "adjective + citizens" phrase that does not inflect between the
 *   slots of the template.
 */
export const NATIVE_CITIZENS: Readonly<Record<string, string>> = {
  // ar
  'bahrain': 'البحرين',
  'kuwait': 'الكويت',
  'oman': 'سلطنة عُمان',
  'qatar': 'قطر',
  'saudi-arabia': 'المملكة العربية السعودية',
  'united-arab-emirates': 'الإمارات العربية المتحدة',
  // bg, hr, cs, sk, sl, pl
  'bulgaria': 'България',
  'croatia': 'Hrvatske',
  'czechia': 'České republiky',
  'slovakia': 'Slovenskej republiky',
  'slovenia': 'Slovenije',
  'poland': 'Polski',
  // el
  'cyprus': 'της Κύπρου',
  'greece': 'της Ελλάδας',
  // is, fi, et, lv, lt
  'iceland': 'Íslands',
  'finland': 'Suomen',
  'estonia': 'Eesti',
  'latvia': 'Latvijas',
  'lithuania': 'Lietuvos',
  // he, ja, ko, zh, ms
  'israel': 'ישראל',
  'japan': '日本',
  'south-korea': '대한민국',
  'hong-kong': '香港特區',
  'macao': '澳門特區',
  'taiwan': '台灣',
  'brunei': 'Brunei',
  'malaysia': 'Malaysia',
  // hu, ro, mt
  'hungary': 'magyar',
  'romania': 'români',
  'malta': 'Maltin',
  // de
  'austria': 'österreichische Staatsangehörige',
  'germany': 'deutsche Staatsangehörige',
  'liechtenstein': 'liechtensteinische Staatsangehörige',
  'switzerland': 'Schweizer Staatsangehörige',
  // nl
  'belgium': 'Belgische staatsburgers',
  'netherlands': 'Nederlandse staatsburgers',
  // da, sv, no
  'denmark': 'danske statsborgere',
  'sweden': 'svenska medborgare',
  'norway': 'norske statsborgere',
  // es
  'argentina': 'ciudadanos argentinos',
  'chile': 'ciudadanos chilenos',
  'costa-rica': 'ciudadanos costarricenses',
  'guatemala': 'ciudadanos guatemaltecos',
  'mexico': 'ciudadanos mexicanos',
  'panama': 'ciudadanos panameños',
  'paraguay': 'ciudadanos paraguayos',
  'peru': 'ciudadanos peruanos',
  'spain': 'ciudadanos españoles',
  'uruguay': 'ciudadanos uruguayos',
  // fr
  'france': 'citoyens français',
  'luxembourg': 'citoyens luxembourgeois',
  'monaco': 'citoyens monégasques',
  // it
  'italy': 'cittadini italiani',
  'san-marino': 'cittadini sammarinesi',
  'vatican-city': 'cittadini vaticani',
  // pt
  'brazil': 'cidadãos brasileiros',
  'portugal': 'cidadãos portugueses',
  // ca
  'andorra': 'ciutadans andorrans',
};

export const LANDING_TEMPLATES: Readonly<Record<LanguageCode, LandingTemplate>> = {
  en: {
    headline: (c) => `UK ETA for ${c} Citizens`,
    subheadline:
      'Apply online for your UK Electronic Travel Authorisation in about 10 minutes, with an expert review of your application before it is submitted.',
    whyNeed: (c) =>
      `As of 2025, ${c} citizens need an Electronic Travel Authorisation (ETA) to visit the United Kingdom for tourism, business, visiting family or friends, or short-term study of up to 6 months. The ETA is linked digitally to your passport and must be approved before you travel.`,
    howLong: 'Most applications are processed within 72 hours.',
    additionalInfo:
      'Your ETA is valid for 2 years or until your passport expires, whichever comes first, and allows multiple visits of up to 6 months each.',
    goodNews: (c) => `Good news for ${c} travellers! `,
    sections: {
      whyNeedTitle: 'Why you need a UK ETA',
      whatYouNeedTitle: "What you'll need",
      whatYouNeedItems: [
        'A valid passport',
        'A digital passport-style photo',
        'Your travel details, including your UK arrival date and address',
        'A credit or debit card for payment',
      ],
      howToApplyTitle: 'How to apply',
      howToApplySteps: [
        {
          title: 'Complete the online form',
          description: 'Enter your personal, passport and travel details. It takes about 10 minutes.',
        },
        { title: 'Upload your documents', description: 'Upload a scan of your passport and a recent photo of yourself.' },
        {
          title: 'Review and pay',
          description: 'Check your details and pay securely by card through our payment provider.',
        },
        {
          title: 'Receive your ETA',
          description: 'We review and submit your application, and you can track its status online.',
        },
      ],
      ctaTitle: 'Ready to apply?',
      ctaText: 'Start your UK ETA application today. It only takes about 10 minutes.',
      ctaButton: 'Start Your Application',
    },
  },

  es: {
    headline: (c) => `ETA del Reino Unido para ${c}`,
    subheadline:
      'Solicite en línea su Autorización Electrónica de Viaje (ETA) para el Reino Unido en unos 10 minutos, con una revisión experta de su solicitud antes de enviarla.',
    whyNeed: (c) =>
      `Desde 2025, los ${c} necesitan una Autorización Electrónica de Viaje (ETA) para visitar el Reino Unido por turismo, negocios, visitas a familiares o amigos, o estudios de corta duración de hasta 6 meses. La ETA está vinculada electrónicamente a su pasaporte y debe aprobarse antes de viajar.`,
    howLong: 'La mayoría de las solicitudes se tramitan en un plazo de 72 horas.',
    additionalInfo:
      'Su ETA es válida durante 2 años o hasta que caduque su pasaporte, lo que ocurra primero, y permite múltiples visitas de hasta 6 meses cada una.',
    goodNews: (c) => `¡Buenas noticias para los ${c}! `,
    sections: {
      whyNeedTitle: '¿Por qué necesita una ETA para el Reino Unido?',
      whatYouNeedTitle: 'Qué necesitará',
      whatYouNeedItems: [
        'Un pasaporte válido',
        'Una fotografía digital tipo pasaporte',
        'Los datos de su viaje, incluidas la fecha de llegada y la dirección en el Reino Unido',
        'Una tarjeta de crédito o débito para el pago',
      ],
      howToApplyTitle: 'Cómo solicitarla',
      howToApplySteps: [
        {
          title: 'Complete el formulario en línea',
          description: 'Indique sus datos personales, de pasaporte y de viaje. Solo le llevará unos 10 minutos.',
        },
        { title: 'Suba sus documentos', description: 'Suba un escaneo de su pasaporte y una fotografía reciente suya.' },
        {
          title: 'Revise y pague',
          description: 'Compruebe sus datos y pague de forma segura con tarjeta a través de nuestro proveedor de pagos.',
        },
        {
          title: 'Reciba su ETA',
          description: 'Revisamos y presentamos su solicitud, y usted puede seguir su estado en línea.',
        },
      ],
      ctaTitle: '¿Listo para solicitarla?',
      ctaText: 'Inicie hoy su solicitud de ETA para el Reino Unido. Solo le llevará unos 10 minutos.',
      ctaButton: 'Iniciar mi solicitud',
    },
  },

  fr: {
    headline: (c) => `L’ETA du Royaume-Uni pour les ${c}`,
    subheadline:
      'Demandez en ligne votre autorisation de voyage électronique (ETA) pour le Royaume-Uni en 10 minutes environ, avec une vérification experte de votre dossier avant son envoi.',
    whyNeed: (c) =>
      `Depuis 2025, les ${c} doivent obtenir une autorisation de voyage électronique (ETA) pour se rendre au Royaume-Uni à des fins de tourisme, d’affaires, de visite à la famille ou à des amis, ou pour des études de courte durée allant jusqu’à 6 mois. L’ETA est liée électroniquement à votre passeport et doit être approuvée avant votre départ.`,
    howLong: 'La plupart des demandes sont traitées sous 72 heures.',
    additionalInfo:
      'Votre ETA est valable 2 ans ou jusqu’à l’expiration de votre passeport, selon la première échéance, et permet plusieurs séjours de 6 mois maximum chacun.',
    goodNews: (c) => `Bonne nouvelle pour les ${c} ! `,
    sections: {
      whyNeedTitle: 'Pourquoi vous avez besoin d’une ETA pour le Royaume-Uni',
      whatYouNeedTitle: 'Ce dont vous aurez besoin',
      whatYouNeedItems: [
        'Un passeport en cours de validité',
        'Une photo d’identité numérique',
        'Les détails de votre voyage, dont votre date d’arrivée et votre adresse au Royaume-Uni',
        'Une carte de crédit ou de débit pour le paiement',
      ],
      howToApplyTitle: 'Comment faire votre demande',
      howToApplySteps: [
        {
          title: 'Remplissez le formulaire en ligne',
          description: 'Saisissez vos informations personnelles, de passeport et de voyage. Cela prend environ 10 minutes.',
        },
        {
          title: 'Importez vos documents',
          description: 'Envoyez une copie numérisée de votre passeport et une photo récente de vous.',
        },
        {
          title: 'Vérifiez et payez',
          description: 'Contrôlez vos informations et payez en toute sécurité par carte via notre prestataire de paiement.',
        },
        {
          title: 'Recevez votre ETA',
          description: 'Nous vérifions et soumettons votre demande, et vous pouvez suivre son avancement en ligne.',
        },
      ],
      ctaTitle: 'Prêt à faire votre demande ?',
      ctaText: 'Commencez dès aujourd’hui votre demande d’ETA pour le Royaume-Uni. Cela ne prend qu’environ 10 minutes.',
      ctaButton: 'Commencer ma demande',
    },
  },

  de: {
    headline: (c) => `UK-ETA für ${c}`,
    subheadline:
      'Beantragen Sie Ihre elektronische Reisegenehmigung (ETA) für das Vereinigte Königreich online in etwa 10 Minuten – mit fachkundiger Prüfung Ihres Antrags vor der Einreichung.',
    whyNeed: (c) =>
      `Seit 2025 benötigen ${c} eine elektronische Reisegenehmigung (ETA), um das Vereinigte Königreich für Urlaub, Geschäftsreisen, Besuche bei Familie oder Freunden oder kurze Studienaufenthalte von bis zu 6 Monaten zu besuchen. Die ETA ist elektronisch mit Ihrem Reisepass verknüpft und muss vor Reiseantritt genehmigt sein.`,
    howLong: 'Die meisten Anträge werden innerhalb von 72 Stunden bearbeitet.',
    additionalInfo:
      'Ihre ETA gilt 2 Jahre oder bis zum Ablauf Ihres Reisepasses, je nachdem, was zuerst eintritt, und ermöglicht mehrere Aufenthalte von jeweils bis zu 6 Monaten.',
    goodNews: (c) => `Gute Nachrichten für ${c}! `,
    sections: {
      whyNeedTitle: 'Warum Sie eine UK-ETA benötigen',
      whatYouNeedTitle: 'Was Sie benötigen',
      whatYouNeedItems: [
        'Einen gültigen Reisepass',
        'Ein digitales Passfoto',
        'Ihre Reisedaten, einschließlich Ankunftsdatum und Adresse im Vereinigten Königreich',
        'Eine Kredit- oder Debitkarte zur Zahlung',
      ],
      howToApplyTitle: 'So beantragen Sie die ETA',
      howToApplySteps: [
        {
          title: 'Online-Formular ausfüllen',
          description: 'Geben Sie Ihre persönlichen Daten, Passdaten und Reisedaten ein. Das dauert etwa 10 Minuten.',
        },
        {
          title: 'Dokumente hochladen',
          description: 'Laden Sie einen Scan Ihres Reisepasses und ein aktuelles Foto von sich hoch.',
        },
        {
          title: 'Prüfen und bezahlen',
          description: 'Überprüfen Sie Ihre Angaben und bezahlen Sie sicher per Karte über unseren Zahlungsanbieter.',
        },
        {
          title: 'ETA erhalten',
          description: 'Wir prüfen Ihren Antrag und reichen ihn ein; den Status können Sie jederzeit online verfolgen.',
        },
      ],
      ctaTitle: 'Bereit für Ihren Antrag?',
      ctaText: 'Starten Sie noch heute Ihren Antrag auf eine UK-ETA. Es dauert nur etwa 10 Minuten.',
      ctaButton: 'Antrag starten',
    },
  },

  it: {
    headline: (c) => `ETA del Regno Unito per i ${c}`,
    subheadline:
      'Richiedi online la tua autorizzazione elettronica di viaggio (ETA) per il Regno Unito in circa 10 minuti, con una verifica esperta della domanda prima dell’invio.',
    whyNeed: (c) =>
      `Dal 2025 i ${c} hanno bisogno di un’autorizzazione elettronica di viaggio (ETA) per recarsi nel Regno Unito per turismo, affari, visite a familiari o amici o studi di breve durata fino a 6 mesi. L’ETA è collegata elettronicamente al tuo passaporto e deve essere approvata prima della partenza.`,
    howLong: 'La maggior parte delle domande viene elaborata entro 72 ore.',
    additionalInfo:
      'La tua ETA è valida per 2 anni o fino alla scadenza del passaporto, se precedente, e consente più soggiorni di massimo 6 mesi ciascuno.',
    goodNews: (c) => `Buone notizie per i ${c}! `,
    sections: {
      whyNeedTitle: 'Perché ti serve un’ETA per il Regno Unito',
      whatYouNeedTitle: 'Cosa ti serve',
      whatYouNeedItems: [
        'Un passaporto valido',
        'Una foto digitale formato tessera',
        'I dettagli del viaggio, comprese la data di arrivo e l’indirizzo nel Regno Unito',
        'Una carta di credito o di debito per il pagamento',
      ],
      howToApplyTitle: 'Come fare domanda',
      howToApplySteps: [
        {
          title: 'Compila il modulo online',
          description: 'Inserisci i tuoi dati personali, del passaporto e del viaggio. Bastano circa 10 minuti.',
        },
        { title: 'Carica i documenti', description: 'Carica una scansione del passaporto e una tua foto recente.' },
        {
          title: 'Verifica e paga',
          description: 'Controlla i tuoi dati e paga in sicurezza con carta tramite il nostro fornitore di pagamenti.',
        },
        {
          title: 'Ricevi la tua ETA',
          description: 'Verifichiamo e inoltriamo la tua domanda, e puoi seguirne lo stato online.',
        },
      ],
      ctaTitle: 'Pronto a fare domanda?',
      ctaText: 'Inizia oggi la tua domanda di ETA per il Regno Unito. Bastano circa 10 minuti.',
      ctaButton: 'Inizia la domanda',
    },
  },

  // Neutral between European and Brazilian Portuguese (it serves Portugal and Brazil).
  pt: {
    headline: (c) => `ETA do Reino Unido para ${c}`,
    subheadline:
      'Solicite online a sua autorização de viagem digital (ETA) para o Reino Unido em cerca de 10 minutos, com uma revisão especializada do seu pedido antes do envio.',
    whyNeed: (c) =>
      `Desde 2025, os ${c} precisam de uma autorização de viagem digital (ETA) para visitar o Reino Unido em turismo, negócios, visitas a familiares ou amigos, ou estudos de curta duração de até 6 meses. A ETA fica associada eletronicamente ao seu passaporte e deve ser aprovada antes da viagem.`,
    howLong: 'A maioria dos pedidos é processada no prazo de 72 horas.',
    additionalInfo:
      'A sua ETA é válida por 2 anos ou até o passaporte expirar, o que ocorrer primeiro, e permite várias visitas de até 6 meses cada.',
    goodNews: (c) => `Boas notícias para os ${c}! `,
    sections: {
      whyNeedTitle: 'Para que serve a ETA do Reino Unido',
      whatYouNeedTitle: 'Do que vai precisar',
      whatYouNeedItems: [
        'Um passaporte válido',
        'Uma foto digital no formato de passaporte',
        'Os dados da viagem, incluindo a data de chegada e o endereço no Reino Unido',
        'Um cartão de crédito ou débito para o pagamento',
      ],
      howToApplyTitle: 'Como fazer o pedido',
      howToApplySteps: [
        {
          title: 'Preencha o formulário online',
          description: 'Insira os seus dados pessoais, do passaporte e da viagem. Leva cerca de 10 minutos.',
        },
        {
          title: 'Envie os seus documentos',
          description: 'Envie uma cópia digitalizada do passaporte e uma foto recente sua.',
        },
        {
          title: 'Confira e pague',
          description: 'Confira os seus dados e pague com segurança por cartão através do nosso fornecedor de pagamentos.',
        },
        {
          title: 'Receba a sua ETA',
          description: 'Analisamos e enviamos o seu pedido, e pode acompanhar o andamento online.',
        },
      ],
      ctaTitle: 'Pronto para fazer o pedido?',
      ctaText: 'Comece hoje o seu pedido de ETA para o Reino Unido. Leva apenas cerca de 10 minutos.',
      ctaButton: 'Iniciar pedido',
    },
  },

  nl: {
    headline: (c) => `UK ETA voor ${c}`,
    subheadline:
      'Vraag uw elektronische reisvergunning (ETA) voor het Verenigd Koninkrijk in ongeveer 10 minuten online aan, met een deskundige controle van uw aanvraag vóór indiening.',
    whyNeed: (c) =>
      `Sinds 2025 hebben ${c} een elektronische reisvergunning (ETA) nodig om het Verenigd Koninkrijk te bezoeken voor toerisme, zaken, familie- of vriendenbezoek of een korte studie van maximaal 6 maanden. De ETA is elektronisch gekoppeld aan uw paspoort en moet vóór uw reis zijn goedgekeurd.`,
    howLong: 'De meeste aanvragen worden binnen 72 uur verwerkt.',
    additionalInfo:
      'Uw ETA is 2 jaar geldig of tot uw paspoort verloopt, afhankelijk van wat eerst komt, en geeft recht op meerdere bezoeken van elk maximaal 6 maanden.',
    goodNews: (c) => `Goed nieuws voor ${c}! `,
    sections: {
      whyNeedTitle: 'Waarom u een UK ETA nodig hebt',
      whatYouNeedTitle: 'Wat u nodig hebt',
      whatYouNeedItems: [
        'Een geldig paspoort',
        'Een digitale pasfoto',
        'Uw reisgegevens, inclusief uw aankomstdatum en verblijfsadres in het Verenigd Koninkrijk',
        'Een creditcard of betaalkaart voor de betaling',
      ],
      howToApplyTitle: 'Zo vraagt u het aan',
      howToApplySteps: [
        {
          title: 'Vul het online formulier in',
          description: 'Voer uw persoonlijke gegevens, paspoortgegevens en reisgegevens in. Dit duurt ongeveer 10 minuten.',
        },
        { title: 'Upload uw documenten', description: 'Upload een scan van uw paspoort en een recente foto van uzelf.' },
        {
          title: 'Controleer en betaal',
          description: 'Controleer uw gegevens en betaal veilig met uw kaart via onze betaalprovider.',
        },
        {
          title: 'Ontvang uw ETA',
          description: 'Wij controleren uw aanvraag en dienen die in; de status kunt u online volgen.',
        },
      ],
      ctaTitle: 'Klaar om aan te vragen?',
      ctaText: 'Start vandaag nog uw aanvraag voor een UK ETA. Het duurt slechts ongeveer 10 minuten.',
      ctaButton: 'Start uw aanvraag',
    },
  },

  // Gulf nationals needed an ETA before 2025 (Qatar from November 2023, the others from February 2024), so the
  // Arabic text does not mention a year.
  ar: {
    headline: (c) => `تصريح السفر الإلكتروني (ETA) للمملكة المتحدة لمواطني ${c}`,
    subheadline:
      'قدّم طلبك للحصول على تصريح السفر الإلكتروني (ETA) للمملكة المتحدة عبر الإنترنت في نحو 10 دقائق، مع مراجعة طلبك من قِبل خبراء قبل تقديمه.',
    whyNeed: (c) =>
      `يحتاج مواطنو ${c} إلى تصريح سفر إلكتروني (ETA) لزيارة المملكة المتحدة بغرض السياحة أو الأعمال أو زيارة العائلة والأصدقاء أو الدراسة قصيرة المدة لمدة تصل إلى 6 أشهر. ويرتبط التصريح إلكترونيًا بجواز سفرك، ويجب الحصول على الموافقة عليه قبل السفر.`,
    howLong: 'تتم معالجة معظم الطلبات خلال 72 ساعة.',
    additionalInfo:
      'يظل تصريح السفر الإلكتروني ساريًا لمدة سنتين أو حتى انتهاء صلاحية جواز سفرك، أيهما أقرب، ويتيح لك زيارات متعددة تصل مدة كل منها إلى 6 أشهر.',
    goodNews: (c) => `أخبار سارة لمواطني ${c}! `,
    sections: {
      whyNeedTitle: 'لماذا تحتاج إلى تصريح السفر الإلكتروني للمملكة المتحدة',
      whatYouNeedTitle: 'ما ستحتاج إليه',
      whatYouNeedItems: [
        'جواز سفر ساري المفعول',
        'صورة شخصية رقمية بمواصفات صورة جواز السفر',
        'تفاصيل رحلتك، بما في ذلك تاريخ الوصول إلى المملكة المتحدة وعنوان الإقامة فيها',
        'بطاقة ائتمان أو بطاقة خصم مباشر للدفع',
      ],
      howToApplyTitle: 'كيفية التقديم',
      howToApplySteps: [
        {
          title: 'املأ النموذج الإلكتروني',
          description: 'أدخل بياناتك الشخصية وبيانات جواز السفر وتفاصيل السفر. يستغرق ذلك نحو 10 دقائق.',
        },
        { title: 'ارفع مستنداتك', description: 'ارفع نسخة ممسوحة ضوئيًا من جواز سفرك وصورة حديثة لك.' },
        { title: 'راجع وادفع', description: 'تحقق من بياناتك وادفع بأمان بالبطاقة عبر مزوّد الدفع لدينا.' },
        { title: 'استلم تصريحك', description: 'نراجع طلبك ونقدّمه، ويمكنك متابعة حالته عبر الإنترنت.' },
      ],
      ctaTitle: 'هل أنت مستعد للتقديم؟',
      ctaText: 'ابدأ طلب تصريح السفر الإلكتروني للمملكة المتحدة اليوم، فالأمر لا يستغرق سوى 10 دقائق تقريبًا.',
      ctaButton: 'ابدأ طلبك',
    },
  },

  ja: {
    headline: (c) => `${c}国籍の方向け 英国ETA`,
    subheadline: '英国電子渡航認証（ETA）の申請はオンラインで約10分。提出前に専門スタッフが申請内容を確認します。',
    whyNeed: (c) =>
      `2025年より、${c}国籍の方が観光、商用、家族・友人の訪問、または6か月以内の短期留学を目的に英国を訪問するには、電子渡航認証（ETA）が必要です。ETAはパスポートに電子的に紐づけられ、渡航前に承認を受ける必要があります。`,
    howLong: 'ほとんどの申請は72時間以内に処理されます。',
    additionalInfo:
      'ETAの有効期間は2年間、またはパスポートの有効期限までのいずれか早い方で、1回につき最長6か月の滞在で何度でも入国できます。',
    goodNews: (c) => `${c}からご旅行の皆さまに朗報です！`,
    sections: {
      whyNeedTitle: '英国ETAが必要な理由',
      whatYouNeedTitle: '必要なもの',
      whatYouNeedItems: [
        '有効なパスポート',
        'デジタル証明写真（パスポート規格）',
        '英国への到着日と滞在先住所を含む旅行情報',
        'お支払い用のクレジットカードまたはデビットカード',
      ],
      howToApplyTitle: '申請方法',
      howToApplySteps: [
        {
          title: 'オンラインフォームに入力',
          description: '個人情報、パスポート情報、旅行情報を入力します。所要時間は約10分です。',
        },
        { title: '書類をアップロード', description: 'パスポートのスキャン画像と、最近撮影したご本人の写真をアップロードします。' },
        { title: '確認してお支払い', description: '入力内容を確認し、決済代行会社を通じてカードで安全にお支払いください。' },
        { title: 'ETAを受け取る', description: '当社が申請内容を確認して提出します。申請状況はオンラインで確認できます。' },
      ],
      ctaTitle: '申請の準備はできましたか？',
      ctaText: '英国ETAの申請を今すぐ始めましょう。所要時間はわずか約10分です。',
      ctaButton: '申請を始める',
    },
  },

  ko: {
    headline: (c) => `${c} 국민을 위한 영국 ETA`,
    subheadline: '영국 전자여행허가(ETA)를 약 10분 만에 온라인으로 신청하세요. 제출 전에 전문가가 신청서를 검토해 드립니다.',
    whyNeed: (c) =>
      `2025년부터 ${c} 국민이 관광, 비즈니스, 가족 또는 친구 방문, 최대 6개월의 단기 학업을 목적으로 영국을 방문하려면 전자여행허가(ETA)가 필요합니다. ETA는 여권과 전자적으로 연결되며 여행 전에 승인을 받아야 합니다.`,
    howLong: '대부분의 신청은 72시간 이내에 처리됩니다.',
    additionalInfo:
      'ETA는 2년 또는 여권 만료일 중 먼저 도래하는 날까지 유효하며, 1회 최대 6개월까지 여러 번 방문할 수 있습니다.',
    goodNews: (c) => `${c} 여행객 여러분께 좋은 소식입니다! `,
    sections: {
      whyNeedTitle: '영국 ETA가 필요한 이유',
      whatYouNeedTitle: '준비물',
      whatYouNeedItems: [
        '유효한 여권',
        '디지털 여권 사진',
        '영국 도착일과 체류 주소를 포함한 여행 정보',
        '결제용 신용카드 또는 체크카드',
      ],
      howToApplyTitle: '신청 방법',
      howToApplySteps: [
        { title: '온라인 신청서 작성', description: '개인 정보, 여권 정보, 여행 정보를 입력하세요. 약 10분이 소요됩니다.' },
        { title: '서류 업로드', description: '여권 스캔본과 최근에 촬영한 본인 사진을 업로드하세요.' },
        { title: '검토 및 결제', description: '입력 내용을 확인하고 결제 대행사를 통해 카드로 안전하게 결제하세요.' },
        { title: 'ETA 수령', description: '당사가 신청서를 검토하여 제출하며, 진행 상황은 온라인으로 확인할 수 있습니다.' },
      ],
      ctaTitle: '신청할 준비가 되셨나요?',
      ctaText: '지금 바로 영국 ETA 신청을 시작하세요. 약 10분이면 충분합니다.',
      ctaButton: '신청 시작하기',
    },
  },

  // Traditional Chinese: the Chinese-language eligible places are Hong Kong, Macao and Taiwan.
  zh: {
    headline: (c) => `${c}護照持有人適用的英國ETA`,
    subheadline: '只需約10分鐘即可在網上申請英國電子旅行許可（ETA），提交前由專業團隊審核您的申請。',
    whyNeed: (c) =>
      `自2025年起，${c}護照持有人前往英國旅遊、商務、探訪親友或進行最長6個月的短期學習，均須事先取得電子旅行許可（ETA）。ETA會以電子方式與您的護照連結，並須在出發前獲得批准。`,
    howLong: '大部分申請可在72小時內完成處理。',
    additionalInfo: 'ETA有效期為2年或至護照到期為止（以較早者為準），期間可多次入境，每次逗留最長6個月。',
    goodNews: (c) => `${c}旅客好消息！`,
    sections: {
      whyNeedTitle: '為何需要英國ETA',
      whatYouNeedTitle: '所需資料',
      whatYouNeedItems: ['有效護照', '符合護照規格的電子照片', '行程資料，包括抵達英國日期及在英國的住址', '用於付款的信用卡或扣帳卡'],
      howToApplyTitle: '申請步驟',
      howToApplySteps: [
        { title: '填寫網上表格', description: '輸入個人資料、護照資料及行程資料，約需10分鐘。' },
        { title: '上傳文件', description: '上傳護照掃描檔及您的近照。' },
        { title: '核對並付款', description: '核對資料後，透過我們的付款服務商以銀行卡安全付款。' },
        { title: '取得ETA', description: '我們會審核並提交您的申請，您可隨時在網上查詢申請進度。' },
      ],
      ctaTitle: '準備好申請了嗎？',
      ctaText: '立即開始申請英國ETA，只需約10分鐘。',
      ctaButton: '開始申請',
    },
  },

  pl: {
    headline: (c) => `UK ETA dla obywateli ${c}`,
    subheadline:
      'Złóż online wniosek o elektroniczne zezwolenie na podróż (ETA) do Wielkiej Brytanii w około 10 minut – przed wysłaniem Twój wniosek sprawdzi ekspert.',
    whyNeed: (c) =>
      `Od 2025 roku obywatele ${c} potrzebują elektronicznego zezwolenia na podróż (ETA), aby odwiedzić Wielką Brytanię w celach turystycznych, służbowych, rodzinnych lub towarzyskich albo w celu krótkoterminowej nauki trwającej do 6 miesięcy. ETA jest elektronicznie powiązane z paszportem i musi zostać zatwierdzone przed podróżą.`,
    howLong: 'Większość wniosków jest rozpatrywana w ciągu 72 godzin.',
    additionalInfo:
      'ETA jest ważne przez 2 lata lub do upływu ważności paszportu, w zależności od tego, co nastąpi wcześniej, i uprawnia do wielokrotnych pobytów trwających maksymalnie 6 miesięcy każdy.',
    goodNews: (c) => `Dobra wiadomość dla obywateli ${c}! `,
    sections: {
      whyNeedTitle: 'Dlaczego potrzebujesz UK ETA',
      whatYouNeedTitle: 'Czego będziesz potrzebować',
      whatYouNeedItems: [
        'Ważny paszport',
        'Cyfrowe zdjęcie paszportowe',
        'Szczegóły podróży, w tym data przyjazdu i adres pobytu w Wielkiej Brytanii',
        'Karta kredytowa lub debetowa do płatności',
      ],
      howToApplyTitle: 'Jak złożyć wniosek',
      howToApplySteps: [
        {
          title: 'Wypełnij formularz online',
          description: 'Podaj dane osobowe, dane paszportowe i szczegóły podróży. Zajmie to około 10 minut.',
        },
        { title: 'Prześlij dokumenty', description: 'Prześlij skan paszportu i swoje aktualne zdjęcie.' },
        {
          title: 'Sprawdź i zapłać',
          description: 'Sprawdź swoje dane i bezpiecznie zapłać kartą za pośrednictwem naszego operatora płatności.',
        },
        {
          title: 'Otrzymaj ETA',
          description: 'Sprawdzimy i złożymy Twój wniosek, a jego status możesz śledzić online.',
        },
      ],
      ctaTitle: 'Gotowy do złożenia wniosku?',
      ctaText: 'Rozpocznij wniosek o UK ETA już dziś. Zajmie to tylko około 10 minut.',
      ctaButton: 'Rozpocznij wniosek',
    },
  },

  cs: {
    headline: (c) => `UK ETA pro občany ${c}`,
    subheadline:
      'Požádejte online o elektronické cestovní povolení (ETA) do Spojeného království přibližně za 10 minut. Před odesláním vaši žádost zkontroluje odborník.',
    whyNeed: (c) =>
      `Od roku 2025 potřebují občané ${c} k návštěvě Spojeného království za účelem turistiky, podnikání, návštěvy rodiny či přátel nebo krátkodobého studia v délce až 6 měsíců elektronické cestovní povolení (ETA). ETA je elektronicky propojeno s vaším pasem a musí být schváleno před cestou.`,
    howLong: 'Většina žádostí je vyřízena do 72 hodin.',
    additionalInfo:
      'ETA platí 2 roky nebo do konce platnosti vašeho pasu, podle toho, co nastane dříve, a umožňuje opakované pobyty v délce až 6 měsíců.',
    goodNews: (c) => `Dobrá zpráva pro občany ${c}! `,
    sections: {
      whyNeedTitle: 'Proč potřebujete UK ETA',
      whatYouNeedTitle: 'Co budete potřebovat',
      whatYouNeedItems: [
        'Platný cestovní pas',
        'Digitální pasovou fotografii',
        'Údaje o cestě včetně data příjezdu a adresy ve Spojeném království',
        'Platební kartu (kreditní nebo debetní)',
      ],
      howToApplyTitle: 'Jak požádat',
      howToApplySteps: [
        {
          title: 'Vyplňte online formulář',
          description: 'Zadejte své osobní údaje, údaje z pasu a informace o cestě. Zabere to asi 10 minut.',
        },
        { title: 'Nahrajte dokumenty', description: 'Nahrajte sken svého pasu a svou aktuální fotografii.' },
        {
          title: 'Zkontrolujte a zaplaťte',
          description: 'Zkontrolujte své údaje a bezpečně zaplaťte kartou prostřednictvím našeho poskytovatele plateb.',
        },
        {
          title: 'Získejte ETA',
          description: 'Vaši žádost zkontrolujeme a podáme a její stav můžete sledovat online.',
        },
      ],
      ctaTitle: 'Připraveni podat žádost?',
      ctaText: 'Začněte se žádostí o UK ETA ještě dnes. Zabere vám to jen asi 10 minut.',
      ctaButton: 'Zahájit žádost',
    },
  },

  sv: {
    headline: (c) => `UK ETA för ${c}`,
    subheadline:
      'Ansök om ditt elektroniska resetillstånd (ETA) för Storbritannien online på cirka 10 minuter – en expert granskar din ansökan innan den skickas in.',
    whyNeed: (c) =>
      `Sedan 2025 behöver ${c} ett elektroniskt resetillstånd (ETA) för att besöka Storbritannien för turism, affärer, besök hos familj eller vänner eller kortare studier på upp till 6 månader. ETA:n är elektroniskt kopplad till ditt pass och måste beviljas innan du reser.`,
    howLong: 'De flesta ansökningar handläggs inom 72 timmar.',
    additionalInfo:
      'Din ETA gäller i 2 år eller tills ditt pass upphör att gälla, beroende på vad som inträffar först, och ger rätt till flera besök på upp till 6 månader vardera.',
    goodNews: (c) => `Goda nyheter för ${c}! `,
    sections: {
      whyNeedTitle: 'Därför behöver du en UK ETA',
      whatYouNeedTitle: 'Det här behöver du',
      whatYouNeedItems: [
        'Ett giltigt pass',
        'Ett digitalt passfoto',
        'Dina reseuppgifter, inklusive ankomstdatum och adress i Storbritannien',
        'Ett kredit- eller betalkort för betalningen',
      ],
      howToApplyTitle: 'Så ansöker du',
      howToApplySteps: [
        {
          title: 'Fyll i onlineformuläret',
          description: 'Ange dina personuppgifter, passuppgifter och reseuppgifter. Det tar cirka 10 minuter.',
        },
        {
          title: 'Ladda upp dina dokument',
          description: 'Ladda upp en skanning av ditt pass och ett aktuellt foto av dig själv.',
        },
        {
          title: 'Granska och betala',
          description: 'Kontrollera dina uppgifter och betala säkert med kort via vår betalningsleverantör.',
        },
        {
          title: 'Få din ETA',
          description: 'Vi granskar och skickar in din ansökan, och du kan följa statusen online.',
        },
      ],
      ctaTitle: 'Redo att ansöka?',
      ctaText: 'Påbörja din ansökan om UK ETA i dag. Det tar bara cirka 10 minuter.',
      ctaButton: 'Starta din ansökan',
    },
  },

  da: {
    headline: (c) => `UK ETA for ${c}`,
    subheadline:
      'Ansøg online om din elektroniske rejsetilladelse (ETA) til Storbritannien på cirka 10 minutter – en ekspert gennemgår din ansøgning, før den indsendes.',
    whyNeed: (c) =>
      `Siden 2025 har ${c} skullet have en elektronisk rejsetilladelse (ETA) for at besøge Storbritannien i forbindelse med turisme, forretningsrejser, besøg hos familie eller venner eller kortvarige studier på op til 6 måneder. ETA'en er elektronisk knyttet til dit pas og skal være godkendt, før du rejser.`,
    howLong: 'De fleste ansøgninger behandles inden for 72 timer.',
    additionalInfo:
      'Din ETA er gyldig i 2 år eller indtil dit pas udløber, alt efter hvad der sker først, og giver mulighed for flere ophold på op til 6 måneder ad gangen.',
    goodNews: (c) => `Gode nyheder for ${c}! `,
    sections: {
      whyNeedTitle: 'Derfor skal du have en UK ETA',
      whatYouNeedTitle: 'Det skal du bruge',
      whatYouNeedItems: [
        'Et gyldigt pas',
        'Et digitalt pasfoto',
        'Dine rejseoplysninger, herunder ankomstdato og adresse i Storbritannien',
        'Et kredit- eller betalingskort til betalingen',
      ],
      howToApplyTitle: 'Sådan ansøger du',
      howToApplySteps: [
        {
          title: 'Udfyld onlineformularen',
          description: 'Indtast dine personlige oplysninger, pasoplysninger og rejseoplysninger. Det tager cirka 10 minutter.',
        },
        {
          title: 'Upload dine dokumenter',
          description: 'Upload en scanning af dit pas og et nyligt foto af dig selv.',
        },
        {
          title: 'Gennemse og betal',
          description: 'Kontrollér dine oplysninger, og betal sikkert med kort via vores betalingsudbyder.',
        },
        {
          title: 'Modtag din ETA',
          description: 'Vi gennemgår og indsender din ansøgning, og du kan følge status online.',
        },
      ],
      ctaTitle: 'Klar til at ansøge?',
      ctaText: 'Start din ansøgning om UK ETA i dag. Det tager kun cirka 10 minutter.',
      ctaButton: 'Start din ansøgning',
    },
  },

  no: {
    headline: (c) => `UK ETA for ${c}`,
    subheadline:
      'Søk om elektronisk reisetillatelse (ETA) til Storbritannia på nett på omtrent 10 minutter – en ekspert går gjennom søknaden din før den sendes inn.',
    whyNeed: (c) =>
      `Siden 2025 har ${c} måttet ha en elektronisk reisetillatelse (ETA) for å besøke Storbritannia i forbindelse med turisme, forretningsreiser, besøk hos familie eller venner eller kortvarige studier på inntil 6 måneder. ETA-en er elektronisk knyttet til passet ditt og må være godkjent før du reiser.`,
    howLong: 'De fleste søknader behandles innen 72 timer.',
    additionalInfo:
      'ETA-en din er gyldig i 2 år eller til passet ditt utløper, avhengig av hva som skjer først, og gir mulighet for flere opphold på inntil 6 måneder hver gang.',
    goodNews: (c) => `Gode nyheter for ${c}! `,
    sections: {
      whyNeedTitle: 'Derfor trenger du en UK ETA',
      whatYouNeedTitle: 'Dette trenger du',
      whatYouNeedItems: [
        'Et gyldig pass',
        'Et digitalt passbilde',
        'Reiseopplysningene dine, inkludert ankomstdato og adresse i Storbritannia',
        'Et kreditt- eller debetkort til betalingen',
      ],
      howToApplyTitle: 'Slik søker du',
      howToApplySteps: [
        {
          title: 'Fyll ut skjemaet på nett',
          description: 'Oppgi personopplysninger, passopplysninger og reiseopplysninger. Det tar omtrent 10 minutter.',
        },
        {
          title: 'Last opp dokumentene dine',
          description: 'Last opp en skanning av passet ditt og et nylig bilde av deg selv.',
        },
        {
          title: 'Se over og betal',
          description: 'Kontroller opplysningene dine og betal trygt med kort via vår betalingsleverandør.',
        },
        {
          title: 'Motta ETA-en din',
          description: 'Vi går gjennom og sender inn søknaden din, og du kan følge statusen på nett.',
        },
      ],
      ctaTitle: 'Klar til å søke?',
      ctaText: 'Start søknaden om UK ETA i dag. Det tar bare omtrent 10 minutter.',
      ctaButton: 'Start søknaden',
    },
  },

  fi: {
    headline: (c) => `UK ETA ${c} kansalaisille`,
    subheadline:
      'Hae Yhdistyneen kuningaskunnan sähköistä matkustuslupaa (ETA) verkossa noin 10 minuutissa – asiantuntija tarkistaa hakemuksesi ennen sen lähettämistä.',
    whyNeed: (c) =>
      `Vuodesta 2025 alkaen ${c} kansalaiset ovat tarvinneet sähköisen matkustusluvan (ETA) matkustaakseen Yhdistyneeseen kuningaskuntaan matkailun, liikematkan, perheen tai ystävien tapaamisen tai enintään 6 kuukauden lyhytkestoisten opintojen vuoksi. ETA liitetään sähköisesti passiisi, ja se on myönnettävä ennen matkaa.`,
    howLong: 'Useimmat hakemukset käsitellään 72 tunnin kuluessa.',
    additionalInfo:
      'ETA on voimassa 2 vuotta tai passisi voimassaolon päättymiseen asti sen mukaan, kumpi päättyy ensin, ja sillä voi tehdä useita enintään 6 kuukauden vierailuja.',
    goodNews: (c) => `Hyviä uutisia ${c} kansalaisille! `,
    sections: {
      whyNeedTitle: 'Miksi tarvitset UK ETA:n',
      whatYouNeedTitle: 'Mitä tarvitset',
      whatYouNeedItems: [
        'Voimassa oleva passi',
        'Digitaalinen passikuva',
        'Matkatietosi, mukaan lukien saapumispäivä ja osoite Yhdistyneessä kuningaskunnassa',
        'Luotto- tai pankkikortti maksua varten',
      ],
      howToApplyTitle: 'Näin haet',
      howToApplySteps: [
        {
          title: 'Täytä verkkolomake',
          description: 'Anna henkilö-, passi- ja matkatietosi. Tähän menee noin 10 minuuttia.',
        },
        { title: 'Lataa asiakirjat', description: 'Lataa passistasi skannattu kuva ja tuore valokuva itsestäsi.' },
        {
          title: 'Tarkista ja maksa',
          description: 'Tarkista tietosi ja maksa turvallisesti kortilla maksupalveluntarjoajamme kautta.',
        },
        {
          title: 'Vastaanota ETA',
          description: 'Tarkistamme ja lähetämme hakemuksesi, ja voit seurata sen tilaa verkossa.',
        },
      ],
      ctaTitle: 'Valmis hakemaan?',
      ctaText: 'Aloita UK ETA -hakemuksesi jo tänään. Se vie vain noin 10 minuuttia.',
      ctaButton: 'Aloita hakemus',
    },
  },

  el: {
    headline: (c) => `UK ETA για πολίτες ${c}`,
    subheadline:
      'Υποβάλετε ηλεκτρονικά αίτηση για την Ηλεκτρονική Άδεια Ταξιδιού (ETA) του Ηνωμένου Βασιλείου σε περίπου 10 λεπτά, με έλεγχο της αίτησής σας από ειδικούς πριν από την υποβολή.',
    whyNeed: (c) =>
      `Από το 2025, οι πολίτες ${c} χρειάζονται Ηλεκτρονική Άδεια Ταξιδιού (ETA) για να επισκεφθούν το Ηνωμένο Βασίλειο για τουρισμό, επαγγελματικούς λόγους, επίσκεψη σε οικογένεια ή φίλους ή βραχυχρόνιες σπουδές έως 6 μηνών. Η ETA συνδέεται ηλεκτρονικά με το διαβατήριό σας και πρέπει να εγκριθεί πριν ταξιδέψετε.`,
    howLong: 'Οι περισσότερες αιτήσεις διεκπεραιώνονται εντός 72 ωρών.',
    additionalInfo:
      'Η ETA ισχύει για 2 έτη ή έως τη λήξη του διαβατηρίου σας, όποιο συμβεί πρώτο, και επιτρέπει πολλαπλές επισκέψεις διάρκειας έως 6 μηνών η καθεμία.',
    goodNews: (c) => `Καλά νέα για τους πολίτες ${c}! `,
    sections: {
      whyNeedTitle: 'Γιατί χρειάζεστε ETA για το Ηνωμένο Βασίλειο',
      whatYouNeedTitle: 'Τι θα χρειαστείτε',
      whatYouNeedItems: [
        'Έγκυρο διαβατήριο',
        'Ψηφιακή φωτογραφία τύπου διαβατηρίου',
        'Τα στοιχεία του ταξιδιού σας, όπως η ημερομηνία άφιξης και η διεύθυνση διαμονής στο Ηνωμένο Βασίλειο',
        'Πιστωτική ή χρεωστική κάρτα για την πληρωμή',
      ],
      howToApplyTitle: 'Πώς να υποβάλετε αίτηση',
      howToApplySteps: [
        {
          title: 'Συμπληρώστε την ηλεκτρονική φόρμα',
          description:
            'Καταχωρίστε τα προσωπικά σας στοιχεία, τα στοιχεία του διαβατηρίου και του ταξιδιού σας. Διαρκεί περίπου 10 λεπτά.',
        },
        {
          title: 'Ανεβάστε τα έγγραφά σας',
          description: 'Ανεβάστε σάρωση του διαβατηρίου σας και μια πρόσφατη φωτογραφία σας.',
        },
        {
          title: 'Ελέγξτε και πληρώστε',
          description: 'Ελέγξτε τα στοιχεία σας και πληρώστε με ασφάλεια με κάρτα μέσω του παρόχου πληρωμών μας.',
        },
        {
          title: 'Παραλάβετε την ETA σας',
          description: 'Ελέγχουμε και υποβάλλουμε την αίτησή σας, ενώ εσείς μπορείτε να παρακολουθείτε την πορεία της online.',
        },
      ],
      ctaTitle: 'Είστε έτοιμοι να υποβάλετε αίτηση;',
      ctaText: 'Ξεκινήστε σήμερα την αίτησή σας για UK ETA. Διαρκεί μόνο περίπου 10 λεπτά.',
      ctaButton: 'Έναρξη αίτησης',
    },
  },

  hu: {
    headline: (c) => `UK ETA ${c} állampolgárok számára`,
    subheadline:
      'Igényelje online az Egyesült Királyság elektronikus utazási engedélyét (ETA) körülbelül 10 perc alatt – beküldés előtt szakértő ellenőrzi a kérelmét.',
    whyNeed: (c) =>
      `2025 óta a ${c} állampolgároknak elektronikus utazási engedélyre (ETA) van szükségük ahhoz, hogy turizmus, üzleti út, családlátogatás, baráti látogatás vagy legfeljebb 6 hónapos rövid távú tanulmányok céljából az Egyesült Királyságba utazzanak. Az ETA elektronikusan kapcsolódik az útleveléhez, és az utazás előtt jóvá kell hagyni.`,
    howLong: 'A legtöbb kérelem feldolgozása 72 órán belül megtörténik.',
    additionalInfo:
      'Az ETA 2 évig vagy az útlevele lejártáig érvényes, attól függően, melyik következik be előbb, és többszöri, egyenként legfeljebb 6 hónapos tartózkodást tesz lehetővé.',
    goodNews: (c) => `Jó hír a ${c} állampolgárok számára! `,
    sections: {
      whyNeedTitle: 'Miért van szüksége UK ETA-ra?',
      whatYouNeedTitle: 'Amire szüksége lesz',
      whatYouNeedItems: [
        'Érvényes útlevél',
        'Digitális útlevélfénykép',
        'Utazási adatok, beleértve az érkezés dátumát és az egyesült királyságbeli címet',
        'Hitel- vagy bankkártya a fizetéshez',
      ],
      howToApplyTitle: 'Az igénylés menete',
      howToApplySteps: [
        {
          title: 'Töltse ki az online űrlapot',
          description: 'Adja meg személyes adatait, útlevéladatait és utazási adatait. Körülbelül 10 percet vesz igénybe.',
        },
        {
          title: 'Töltse fel a dokumentumokat',
          description: 'Töltse fel útlevele szkennelt képét és egy friss fényképet magáról.',
        },
        {
          title: 'Ellenőrizze és fizessen',
          description: 'Ellenőrizze adatait, és fizessen biztonságosan bankkártyával fizetési szolgáltatónkon keresztül.',
        },
        {
          title: 'Vegye át az ETA-t',
          description: 'Ellenőrizzük és benyújtjuk kérelmét, amelynek állapotát online követheti.',
        },
      ],
      ctaTitle: 'Készen áll az igénylésre?',
      ctaText: 'Kezdje el UK ETA-kérelmét még ma. Mindössze körülbelül 10 percet vesz igénybe.',
      ctaButton: 'Kérelem indítása',
    },
  },

  ro: {
    headline: (c) => `UK ETA pentru cetățenii ${c}`,
    subheadline:
      'Solicitați online autorizația electronică de călătorie (ETA) pentru Regatul Unit în aproximativ 10 minute, cu verificarea cererii de către un expert înainte de depunere.',
    whyNeed: (c) =>
      `Din 2025, cetățenii ${c} au nevoie de o autorizație electronică de călătorie (ETA) pentru a vizita Regatul Unit în scop turistic, de afaceri, pentru vizite la familie sau prieteni ori pentru studii de scurtă durată de până la 6 luni. ETA este asociată electronic cu pașaportul dumneavoastră și trebuie aprobată înainte de călătorie.`,
    howLong: 'Majoritatea cererilor sunt procesate în maximum 72 de ore.',
    additionalInfo:
      'ETA este valabilă 2 ani sau până la expirarea pașaportului, oricare dintre acestea survine mai întâi, și permite vizite multiple de până la 6 luni fiecare.',
    goodNews: (c) => `Vești bune pentru cetățenii ${c}! `,
    sections: {
      whyNeedTitle: 'De ce aveți nevoie de UK ETA',
      whatYouNeedTitle: 'De ce veți avea nevoie',
      whatYouNeedItems: [
        'Un pașaport valabil',
        'O fotografie digitală tip pașaport',
        'Detaliile călătoriei, inclusiv data sosirii și adresa din Regatul Unit',
        'Un card de credit sau de debit pentru plată',
      ],
      howToApplyTitle: 'Cum aplicați',
      howToApplySteps: [
        {
          title: 'Completați formularul online',
          description: 'Introduceți datele personale, datele pașaportului și detaliile călătoriei. Durează aproximativ 10 minute.',
        },
        {
          title: 'Încărcați documentele',
          description: 'Încărcați o copie scanată a pașaportului și o fotografie recentă a dumneavoastră.',
        },
        {
          title: 'Verificați și plătiți',
          description: 'Verificați datele și plătiți în siguranță cu cardul, prin intermediul furnizorului nostru de plăți.',
        },
        {
          title: 'Primiți ETA',
          description: 'Verificăm și depunem cererea, iar dumneavoastră puteți urmări online stadiul acesteia.',
        },
      ],
      ctaTitle: 'Sunteți gata să aplicați?',
      ctaText: 'Începeți astăzi cererea pentru UK ETA. Durează doar aproximativ 10 minute.',
      ctaButton: 'Începeți cererea',
    },
  },

  bg: {
    headline: (c) => `UK ETA за граждани на ${c}`,
    subheadline:
      'Кандидатствайте онлайн за електронно разрешение за пътуване (ETA) за Обединеното кралство за около 10 минути, като експерт ще прегледа заявлението ви преди подаването му.',
    whyNeed: (c) =>
      `От 2025 г. гражданите на ${c} се нуждаят от електронно разрешение за пътуване (ETA), за да посетят Обединеното кралство с цел туризъм, бизнес, посещение на семейство или приятели или краткосрочно обучение до 6 месеца. ETA е свързано електронно с паспорта ви и трябва да бъде одобрено преди пътуването.`,
    howLong: 'Повечето заявления се обработват в рамките на 72 часа.',
    additionalInfo:
      'ETA е валидно 2 години или до изтичане на паспорта ви, в зависимост от това кое настъпи по-рано, и позволява многократни посещения с продължителност до 6 месеца всяко.',
    goodNews: (c) => `Добри новини за гражданите на ${c}! `,
    sections: {
      whyNeedTitle: 'Защо ви е необходимо UK ETA',
      whatYouNeedTitle: 'Какво ще ви е необходимо',
      whatYouNeedItems: [
        'Валиден паспорт',
        'Дигитална снимка за паспорт',
        'Данни за пътуването, включително дата на пристигане и адрес в Обединеното кралство',
        'Кредитна или дебитна карта за плащане',
      ],
      howToApplyTitle: 'Как да кандидатствате',
      howToApplySteps: [
        {
          title: 'Попълнете онлайн формуляра',
          description: 'Въведете личните си данни, данните от паспорта и информацията за пътуването. Отнема около 10 минути.',
        },
        {
          title: 'Качете документите си',
          description: 'Качете сканирано копие на паспорта си и ваша скорошна снимка.',
        },
        {
          title: 'Прегледайте и платете',
          description: 'Проверете данните си и платете сигурно с карта чрез нашия доставчик на платежни услуги.',
        },
        {
          title: 'Получете своето ETA',
          description: 'Ние преглеждаме и подаваме заявлението ви, а вие можете да следите статуса му онлайн.',
        },
      ],
      ctaTitle: 'Готови ли сте да кандидатствате?',
      ctaText: 'Започнете заявлението си за UK ETA още днес. Отнема само около 10 минути.',
      ctaButton: 'Започнете заявлението',
    },
  },

  hr: {
    headline: (c) => `UK ETA za državljane ${c}`,
    subheadline:
      'Zatražite elektroničku putnu dozvolu (ETA) za Ujedinjeno Kraljevstvo online za otprilike 10 minuta, uz stručnu provjeru zahtjeva prije podnošenja.',
    whyNeed: (c) =>
      `Od 2025. državljani ${c} trebaju elektroničku putnu dozvolu (ETA) za posjet Ujedinjenom Kraljevstvu radi turizma, poslovnih putovanja, posjeta obitelji ili prijateljima ili kratkotrajnog studija do 6 mjeseci. ETA je elektronički povezana s vašom putovnicom i mora biti odobrena prije putovanja.`,
    howLong: 'Većina zahtjeva obradi se unutar 72 sata.',
    additionalInfo:
      'ETA vrijedi 2 godine ili do isteka putovnice, ovisno o tome što nastupi prije, i omogućuje višestruke posjete u trajanju do 6 mjeseci.',
    goodNews: (c) => `Dobre vijesti za državljane ${c}! `,
    sections: {
      whyNeedTitle: 'Zašto vam je potrebna UK ETA',
      whatYouNeedTitle: 'Što vam je potrebno',
      whatYouNeedItems: [
        'Važeća putovnica',
        'Digitalna fotografija za putovnicu',
        'Podaci o putovanju, uključujući datum dolaska i adresu u Ujedinjenom Kraljevstvu',
        'Kreditna ili debitna kartica za plaćanje',
      ],
      howToApplyTitle: 'Kako podnijeti zahtjev',
      howToApplySteps: [
        {
          title: 'Ispunite online obrazac',
          description: 'Unesite osobne podatke, podatke iz putovnice i podatke o putovanju. Traje oko 10 minuta.',
        },
        { title: 'Učitajte dokumente', description: 'Učitajte sken putovnice i svoju nedavnu fotografiju.' },
        {
          title: 'Provjerite i platite',
          description: 'Provjerite svoje podatke i sigurno platite karticom putem našeg pružatelja usluge plaćanja.',
        },
        {
          title: 'Primite ETA',
          description: 'Pregledavamo i podnosimo vaš zahtjev, a njegov status možete pratiti online.',
        },
      ],
      ctaTitle: 'Spremni za podnošenje zahtjeva?',
      ctaText: 'Započnite zahtjev za UK ETA već danas. Traje samo oko 10 minuta.',
      ctaButton: 'Započnite zahtjev',
    },
  },

  sk: {
    headline: (c) => `UK ETA pre občanov ${c}`,
    subheadline:
      'Požiadajte online o elektronické cestovné povolenie (ETA) do Spojeného kráľovstva približne za 10 minút. Pred odoslaním vašu žiadosť skontroluje odborník.',
    whyNeed: (c) =>
      `Od roku 2025 potrebujú občania ${c} na návštevu Spojeného kráľovstva na účely turistiky, podnikania, návštevy rodiny alebo priateľov či krátkodobého štúdia v trvaní do 6 mesiacov elektronické cestovné povolenie (ETA). ETA je elektronicky prepojené s vaším pasom a musí byť schválené pred cestou.`,
    howLong: 'Väčšina žiadostí je vybavená do 72 hodín.',
    additionalInfo:
      'ETA platí 2 roky alebo do skončenia platnosti vášho pasu, podľa toho, čo nastane skôr, a umožňuje opakované pobyty v trvaní najviac 6 mesiacov.',
    goodNews: (c) => `Dobrá správa pre občanov ${c}! `,
    sections: {
      whyNeedTitle: 'Prečo potrebujete UK ETA',
      whatYouNeedTitle: 'Čo budete potrebovať',
      whatYouNeedItems: [
        'Platný cestovný pas',
        'Digitálnu pasovú fotografiu',
        'Údaje o ceste vrátane dátumu príchodu a adresy v Spojenom kráľovstve',
        'Platobnú kartu (kreditnú alebo debetnú)',
      ],
      howToApplyTitle: 'Ako požiadať',
      howToApplySteps: [
        {
          title: 'Vyplňte online formulár',
          description: 'Zadajte svoje osobné údaje, údaje z pasu a informácie o ceste. Trvá to asi 10 minút.',
        },
        { title: 'Nahrajte dokumenty', description: 'Nahrajte sken svojho pasu a svoju aktuálnu fotografiu.' },
        {
          title: 'Skontrolujte a zaplaťte',
          description: 'Skontrolujte svoje údaje a bezpečne zaplaťte kartou prostredníctvom nášho poskytovateľa platieb.',
        },
        {
          title: 'Získajte ETA',
          description: 'Vašu žiadosť skontrolujeme a podáme a jej stav môžete sledovať online.',
        },
      ],
      ctaTitle: 'Ste pripravení požiadať?',
      ctaText: 'Začnite so žiadosťou o UK ETA ešte dnes. Zaberie vám to len asi 10 minút.',
      ctaButton: 'Začať žiadosť',
    },
  },

  sl: {
    headline: (c) => `UK ETA za državljane ${c}`,
    subheadline:
      'Za elektronsko potovalno dovoljenje (ETA) za Združeno kraljestvo zaprosite prek spleta v približno 10 minutah. Pred oddajo vašo vlogo pregleda strokovnjak.',
    whyNeed: (c) =>
      `Od leta 2025 državljani ${c} za obisk Združenega kraljestva zaradi turizma, poslovnih razlogov, obiska družine ali prijateljev ali kratkotrajnega študija do 6 mesecev potrebujejo elektronsko potovalno dovoljenje (ETA). ETA je elektronsko povezano z vašim potnim listom in mora biti odobreno pred potovanjem.`,
    howLong: 'Večina vlog je obdelana v 72 urah.',
    additionalInfo:
      'ETA velja 2 leti ali do izteka veljavnosti potnega lista, kar nastopi prej, in omogoča večkratne obiske, vsakega do 6 mesecev.',
    goodNews: (c) => `Dobra novica za državljane ${c}! `,
    sections: {
      whyNeedTitle: 'Zakaj potrebujete UK ETA',
      whatYouNeedTitle: 'Kaj boste potrebovali',
      whatYouNeedItems: [
        'Veljaven potni list',
        'Digitalno fotografijo za potni list',
        'Podatke o potovanju, vključno z datumom prihoda in naslovom v Združenem kraljestvu',
        'Kreditno ali debetno kartico za plačilo',
      ],
      howToApplyTitle: 'Kako zaprositi',
      howToApplySteps: [
        {
          title: 'Izpolnite spletni obrazec',
          description: 'Vnesite osebne podatke, podatke iz potnega lista in podatke o potovanju. Traja približno 10 minut.',
        },
        { title: 'Naložite dokumente', description: 'Naložite skeniran potni list in svojo nedavno fotografijo.' },
        {
          title: 'Preverite in plačajte',
          description: 'Preverite svoje podatke in varno plačajte s kartico prek našega ponudnika plačil.',
        },
        {
          title: 'Prejmite ETA',
          description: 'Vašo vlogo pregledamo in oddamo, njen status pa lahko spremljate na spletu.',
        },
      ],
      ctaTitle: 'Ste pripravljeni na oddajo vloge?',
      ctaText: 'Začnite vlogo za UK ETA še danes. Vzame le približno 10 minut.',
      ctaButton: 'Začnite vlogo',
    },
  },

  lt: {
    headline: (c) => `UK ETA ${c} piliečiams`,
    subheadline:
      'Pateikite prašymą dėl Jungtinės Karalystės elektroninio kelionės leidimo (ETA) internetu maždaug per 10 minučių – prieš pateikiant jūsų prašymą patikrins ekspertas.',
    whyNeed: (c) =>
      `Nuo 2025 m. ${c} piliečiams, norintiems vykti į Jungtinę Karalystę turizmo, verslo, šeimos ar draugų lankymo tikslais arba trumpalaikių (iki 6 mėnesių) studijų tikslais, reikalingas elektroninis kelionės leidimas (ETA). ETA yra elektroniniu būdu susietas su jūsų pasu ir turi būti patvirtintas prieš kelionę.`,
    howLong: 'Dauguma prašymų išnagrinėjami per 72 valandas.',
    additionalInfo:
      'ETA galioja 2 metus arba iki jūsų paso galiojimo pabaigos, atsižvelgiant į tai, kas įvyks anksčiau, ir leidžia kelis kartus atvykti ne ilgiau kaip 6 mėnesiams kiekvieną kartą.',
    goodNews: (c) => `Geros naujienos ${c} piliečiams! `,
    sections: {
      whyNeedTitle: 'Kodėl jums reikia UK ETA',
      whatYouNeedTitle: 'Ko jums reikės',
      whatYouNeedItems: [
        'Galiojančio paso',
        'Skaitmeninės paso nuotraukos',
        'Kelionės informacijos, įskaitant atvykimo datą ir adresą Jungtinėje Karalystėje',
        'Kredito arba debeto kortelės mokėjimui',
      ],
      howToApplyTitle: 'Kaip pateikti prašymą',
      howToApplySteps: [
        {
          title: 'Užpildykite internetinę formą',
          description: 'Įveskite savo asmens, paso ir kelionės duomenis. Tai užtrunka apie 10 minučių.',
        },
        { title: 'Įkelkite dokumentus', description: 'Įkelkite nuskaitytą paso kopiją ir naujausią savo nuotrauką.' },
        {
          title: 'Peržiūrėkite ir sumokėkite',
          description: 'Patikrinkite savo duomenis ir saugiai sumokėkite kortele per mūsų mokėjimų paslaugų teikėją.',
        },
        {
          title: 'Gaukite ETA',
          description: 'Mes patikriname ir pateikiame jūsų prašymą, o jūs galite stebėti jo būseną internetu.',
        },
      ],
      ctaTitle: 'Pasiruošę pateikti prašymą?',
      ctaText: 'Pradėkite UK ETA prašymą jau šiandien. Tai užtruks tik apie 10 minučių.',
      ctaButton: 'Pradėti prašymą',
    },
  },

  lv: {
    headline: (c) => `UK ETA ${c} pilsoņiem`,
    subheadline:
      'Piesakieties Apvienotās Karalistes elektroniskajai ceļošanas atļaujai (ETA) tiešsaistē aptuveni 10 minūtēs – pirms iesniegšanas eksperts pārbaudīs jūsu pieteikumu.',
    whyNeed: (c) =>
      `Kopš 2025. gada ${c} pilsoņiem, lai apmeklētu Apvienoto Karalisti tūrisma, darījumu, ģimenes vai draugu apciemošanas nolūkā vai īstermiņa studijām līdz 6 mēnešiem, ir nepieciešama elektroniskā ceļošanas atļauja (ETA). ETA ir elektroniski sasaistīta ar jūsu pasi, un tai jābūt apstiprinātai pirms ceļojuma.`,
    howLong: 'Lielākā daļa pieteikumu tiek apstrādāti 72 stundu laikā.',
    additionalInfo:
      'ETA ir derīga 2 gadus vai līdz jūsu pases derīguma termiņa beigām atkarībā no tā, kas iestājas pirmais, un ļauj vairākkārt uzturēties valstī līdz 6 mēnešiem katrā reizē.',
    goodNews: (c) => `Labas ziņas ${c} pilsoņiem! `,
    sections: {
      whyNeedTitle: 'Kāpēc jums nepieciešama UK ETA',
      whatYouNeedTitle: 'Kas jums būs nepieciešams',
      whatYouNeedItems: [
        'Derīga pase',
        'Digitāla pases fotogrāfija',
        'Ceļojuma informācija, tostarp ierašanās datums un adrese Apvienotajā Karalistē',
        'Kredītkarte vai debetkarte maksājumam',
      ],
      howToApplyTitle: 'Kā pieteikties',
      howToApplySteps: [
        {
          title: 'Aizpildiet tiešsaistes veidlapu',
          description: 'Ievadiet savus personas datus, pases datus un ceļojuma informāciju. Tas aizņem aptuveni 10 minūtes.',
        },
        {
          title: 'Augšupielādējiet dokumentus',
          description: 'Augšupielādējiet pases skenētu attēlu un nesen uzņemtu savu fotogrāfiju.',
        },
        {
          title: 'Pārbaudiet un samaksājiet',
          description: 'Pārbaudiet savus datus un droši samaksājiet ar karti, izmantojot mūsu maksājumu pakalpojumu sniedzēju.',
        },
        {
          title: 'Saņemiet savu ETA',
          description: 'Mēs pārbaudām un iesniedzam jūsu pieteikumu, un jūs varat sekot tā statusam tiešsaistē.',
        },
      ],
      ctaTitle: 'Gatavi pieteikties?',
      ctaText: 'Sāciet savu UK ETA pieteikumu jau šodien. Tas aizņem tikai aptuveni 10 minūtes.',
      ctaButton: 'Sākt pieteikumu',
    },
  },

  et: {
    headline: (c) => `UK ETA ${c} kodanikele`,
    subheadline:
      'Taotlege Ühendkuningriigi elektroonilist reisiluba (ETA) veebis umbes 10 minutiga – enne esitamist vaatab ekspert teie taotluse üle.',
    whyNeed: (c) =>
      `Alates 2025. aastast vajavad ${c} kodanikud Ühendkuningriiki turismi, äri, pere või sõprade külastamise või kuni 6-kuulise lühiajalise õppe eesmärgil reisimiseks elektroonilist reisiluba (ETA). ETA on elektrooniliselt seotud teie passiga ja see peab olema enne reisi heaks kiidetud.`,
    howLong: 'Enamik taotlusi menetletakse 72 tunni jooksul.',
    additionalInfo:
      'ETA kehtib 2 aastat või kuni teie passi kehtivuse lõpuni, olenevalt sellest, kumb saabub varem, ja võimaldab mitut kuni 6-kuulist külastust.',
    goodNews: (c) => `Head uudised ${c} kodanikele! `,
    sections: {
      whyNeedTitle: 'Miks teil on vaja UK ETA-d',
      whatYouNeedTitle: 'Mida teil vaja läheb',
      whatYouNeedItems: [
        'Kehtiv pass',
        'Digitaalne passifoto',
        'Reisiandmed, sealhulgas saabumiskuupäev ja aadress Ühendkuningriigis',
        'Krediit- või deebetkaart maksmiseks',
      ],
      howToApplyTitle: 'Kuidas taotleda',
      howToApplySteps: [
        {
          title: 'Täitke veebivorm',
          description: 'Sisestage oma isikuandmed, passiandmed ja reisiandmed. See võtab umbes 10 minutit.',
        },
        {
          title: 'Laadige dokumendid üles',
          description: 'Laadige üles oma passi skaneering ja hiljutine foto endast.',
        },
        {
          title: 'Kontrollige ja makske',
          description: 'Kontrollige oma andmeid ja makske turvaliselt kaardiga meie makseteenuse pakkuja kaudu.',
        },
        {
          title: 'Saage oma ETA',
          description: 'Vaatame teie taotluse üle ja esitame selle ning teie saate selle olekut veebis jälgida.',
        },
      ],
      ctaTitle: 'Valmis taotlema?',
      ctaText: 'Alustage oma UK ETA taotlust juba täna. See võtab vaid umbes 10 minutit.',
      ctaButton: 'Alusta taotlust',
    },
  },

  he: {
    headline: (c) => `UK ETA לאזרחי ${c}`,
    subheadline: 'הגישו בקשה מקוונת לאישור נסיעה אלקטרוני (ETA) לבריטניה בתוך כ-10 דקות, עם בדיקה מקצועית של הבקשה לפני הגשתה.',
    whyNeed: (c) =>
      `החל משנת 2025, אזרחי ${c} נדרשים לאישור נסיעה אלקטרוני (ETA) כדי לבקר בבריטניה לצורכי תיירות, עסקים, ביקור משפחה או חברים, או לימודים קצרי מועד של עד 6 חודשים. ה-ETA מקושר באופן אלקטרוני לדרכון שלכם ויש לקבל אישור לפני הנסיעה.`,
    howLong: 'רוב הבקשות מטופלות בתוך 72 שעות.',
    additionalInfo:
      'ה-ETA תקף למשך שנתיים או עד תום תוקף הדרכון, המוקדם מביניהם, ומאפשר ביקורים מרובים של עד 6 חודשים כל אחד.',
    goodNews: (c) => `חדשות טובות לאזרחי ${c}! `,
    sections: {
      whyNeedTitle: 'למה אתם צריכים UK ETA',
      whatYouNeedTitle: 'מה תצטרכו',
      whatYouNeedItems: [
        'דרכון בתוקף',
        'תמונת פספורט דיגיטלית',
        'פרטי הנסיעה, כולל תאריך ההגעה והכתובת בבריטניה',
        'כרטיס אשראי או כרטיס חיוב לתשלום',
      ],
      howToApplyTitle: 'איך מגישים בקשה',
      howToApplySteps: [
        {
          title: 'מלאו את הטופס המקוון',
          description: 'הזינו את הפרטים האישיים, פרטי הדרכון ופרטי הנסיעה. זה לוקח כ-10 דקות.',
        },
        { title: 'העלו את המסמכים', description: 'העלו סריקה של הדרכון ותמונה עדכנית שלכם.' },
        { title: 'בדקו ושלמו', description: 'בדקו את הפרטים ושלמו בבטחה בכרטיס באמצעות ספק התשלומים שלנו.' },
        {
          title: 'קבלו את ה-ETA',
          description: 'אנו בודקים ומגישים את הבקשה שלכם, ותוכלו לעקוב אחר הסטטוס שלה באינטרנט.',
        },
      ],
      ctaTitle: 'מוכנים להגיש בקשה?',
      ctaText: 'התחילו עוד היום את הבקשה ל-UK ETA. זה לוקח רק כ-10 דקות.',
      ctaButton: 'התחילו את הבקשה',
    },
  },

  ca: {
    headline: (c) => `ETA del Regne Unit per a ${c}`,
    subheadline:
      'Sol·liciteu en línia la vostra autorització electrònica de viatge (ETA) per al Regne Unit en uns 10 minuts, amb una revisió experta de la sol·licitud abans d’enviar-la.',
    whyNeed: (c) =>
      `Des del 2025, els ${c} necessiten una autorització electrònica de viatge (ETA) per visitar el Regne Unit per turisme, negocis, visites a familiars o amics, o estudis de curta durada de fins a 6 mesos. L’ETA està vinculada electrònicament al vostre passaport i s’ha d’aprovar abans de viatjar.`,
    howLong: 'La majoria de sol·licituds es tramiten en un termini de 72 hores.',
    additionalInfo:
      'La vostra ETA és vàlida durant 2 anys o fins que caduqui el passaport, el que passi primer, i permet diverses visites de fins a 6 mesos cadascuna.',
    goodNews: (c) => `Bones notícies per als ${c}! `,
    sections: {
      whyNeedTitle: 'Per què necessiteu una ETA per al Regne Unit',
      whatYouNeedTitle: 'Què necessitareu',
      whatYouNeedItems: [
        'Un passaport vàlid',
        'Una fotografia digital de tipus passaport',
        'Les dades del viatge, incloses la data d’arribada i l’adreça al Regne Unit',
        'Una targeta de crèdit o de dèbit per al pagament',
      ],
      howToApplyTitle: 'Com sol·licitar-la',
      howToApplySteps: [
        {
          title: 'Empleneu el formulari en línia',
          description: 'Introduïu les vostres dades personals, del passaport i del viatge. Triga uns 10 minuts.',
        },
        {
          title: 'Pugeu els documents',
          description: 'Pugeu una còpia escanejada del passaport i una fotografia recent vostra.',
        },
        {
          title: 'Reviseu i pagueu',
          description: 'Comproveu les dades i pagueu amb targeta de manera segura a través del nostre proveïdor de pagaments.',
        },
        {
          title: 'Rebeu la vostra ETA',
          description: 'Revisem i presentem la vostra sol·licitud, i podeu seguir-ne l’estat en línia.',
        },
      ],
      ctaTitle: 'Preparats per sol·licitar-la?',
      ctaText: 'Comenceu avui la sol·licitud de l’ETA per al Regne Unit. Només triga uns 10 minuts.',
      ctaButton: 'Començar la sol·licitud',
    },
  },

  is: {
    headline: (c) => `UK ETA fyrir ríkisborgara ${c}`,
    subheadline:
      'Sæktu um rafræna ferðaheimild (ETA) til Bretlands á netinu á um 10 mínútum – sérfræðingur fer yfir umsóknina áður en hún er send inn.',
    whyNeed: (c) =>
      `Frá árinu 2025 hafa ríkisborgarar ${c} þurft rafræna ferðaheimild (ETA) til að heimsækja Bretland sem ferðamenn, í viðskiptaerindum, til að hitta fjölskyldu eða vini eða í stutt nám sem varir í allt að 6 mánuði. ETA-heimildin er tengd vegabréfinu þínu með rafrænum hætti og þarf að vera samþykkt áður en þú ferðast.`,
    howLong: 'Flestar umsóknir eru afgreiddar innan 72 klukkustunda.',
    additionalInfo:
      'ETA-heimildin gildir í 2 ár eða þar til vegabréfið þitt rennur út, hvort sem gerist fyrr, og heimilar margar heimsóknir sem hver um sig má vara í allt að 6 mánuði.',
    goodNews: (c) => `Góðar fréttir fyrir ríkisborgara ${c}! `,
    sections: {
      whyNeedTitle: 'Hvers vegna þú þarft UK ETA',
      whatYouNeedTitle: 'Það sem þú þarft',
      whatYouNeedItems: [
        'Gilt vegabréf',
        'Stafræn vegabréfsmynd',
        'Upplýsingar um ferðina, þar á meðal komudag og heimilisfang í Bretlandi',
        'Kredit- eða debetkort til greiðslu',
      ],
      howToApplyTitle: 'Svona sækir þú um',
      howToApplySteps: [
        {
          title: 'Fylltu út eyðublaðið á netinu',
          description: 'Sláðu inn persónuupplýsingar, upplýsingar úr vegabréfi og ferðaupplýsingar. Það tekur um 10 mínútur.',
        },
        {
          title: 'Hladdu upp gögnunum',
          description: 'Hladdu upp skönnuðu afriti af vegabréfinu og nýlegri mynd af þér.',
        },
        {
          title: 'Yfirfarðu og greiddu',
          description: 'Farðu yfir upplýsingarnar og greiddu á öruggan hátt með korti í gegnum greiðsluþjónustuaðila okkar.',
        },
        {
          title: 'Fáðu ETA-heimildina',
          description: 'Við förum yfir umsóknina og leggjum hana fram og þú getur fylgst með stöðu hennar á netinu.',
        },
      ],
      ctaTitle: 'Viltu sækja um núna?',
      ctaText: 'Hefðu umsókn þína um UK ETA í dag. Það tekur aðeins um 10 mínútur.',
      ctaButton: 'Hefja umsókn',
    },
  },

  mt: {
    headline: (c) => `UK ETA għaċ-ċittadini ${c}`,
    subheadline:
      'Applika online għall-Awtorizzazzjoni Elettronika għall-Ivvjaġġar (ETA) tar-Renju Unit f’madwar 10 minuti, b’reviżjoni esperta tal-applikazzjoni tiegħek qabel ma tintbagħat.',
    whyNeed: (c) =>
      `Mill-2025, iċ-ċittadini ${c} jeħtieġu Awtorizzazzjoni Elettronika għall-Ivvjaġġar (ETA) biex iżuru r-Renju Unit għat-turiżmu, għan-negozju, biex iżuru l-familja jew il-ħbieb, jew għal studju qasir sa 6 xhur. L-ETA hija marbuta b’mod elettroniku mal-passaport tiegħek u trid tiġi approvata qabel ma tivvjaġġa.`,
    howLong: 'Il-biċċa l-kbira tal-applikazzjonijiet jiġu pproċessati fi żmien 72 siegħa.',
    additionalInfo:
      'L-ETA tiegħek tkun valida għal sentejn jew sakemm jiskadi l-passaport tiegħek, skont liema jiġi l-ewwel, u tippermetti diversi żjarat ta’ mhux aktar minn 6 xhur kull waħda.',
    goodNews: (c) => `Aħbar tajba għaċ-ċittadini ${c}! `,
    sections: {
      whyNeedTitle: 'Għaliex għandek bżonn UK ETA',
      whatYouNeedTitle: 'X’se jkollok bżonn',
      whatYouNeedItems: [
        'Passaport validu',
        'Ritratt diġitali tat-tip tal-passaport',
        'Id-dettalji tal-vjaġġ tiegħek, inkluż id-data tal-wasla u l-indirizz fir-Renju Unit',
        'Karta tal-kreditu jew tad-debitu għall-ħlas',
      ],
      howToApplyTitle: 'Kif tapplika',
      howToApplySteps: [
        {
          title: 'Imla l-formola online',
          description: 'Daħħal id-dettalji personali, tal-passaport u tal-vjaġġ tiegħek. Jieħu madwar 10 minuti.',
        },
        {
          title: 'Tella’ d-dokumenti tiegħek',
          description: 'Tella’ skan tal-passaport tiegħek u ritratt riċenti tiegħek.',
        },
        {
          title: 'Irrevedi u ħallas',
          description: 'Iċċekkja d-dettalji tiegħek u ħallas b’mod sigur bil-karta permezz tal-fornitur tal-ħlasijiet tagħna.',
        },
        {
          title: 'Irċievi l-ETA tiegħek',
          description: 'Aħna nirrevedu u nissottomettu l-applikazzjoni tiegħek, u tista’ ssegwi l-istatus tagħha online.',
        },
      ],
      ctaTitle: 'Lest biex tapplika?',
      ctaText: 'Ibda l-applikazzjoni tiegħek għall-UK ETA llum. Tieħu biss madwar 10 minuti.',
      ctaButton: 'Ibda l-applikazzjoni',
    },
  },

  ms: {
    headline: (c) => `UK ETA untuk warganegara ${c}`,
    subheadline:
      'Mohon Kebenaran Perjalanan Elektronik (ETA) United Kingdom anda secara dalam talian dalam masa kira-kira 10 minit, dengan semakan pakar ke atas permohonan anda sebelum dihantar.',
    whyNeed: (c) =>
      `Mulai 2025, warganegara ${c} memerlukan Kebenaran Perjalanan Elektronik (ETA) untuk melawat United Kingdom bagi tujuan pelancongan, perniagaan, melawat keluarga atau rakan, atau pengajian jangka pendek sehingga 6 bulan. ETA dipautkan secara elektronik kepada pasport anda dan mesti diluluskan sebelum anda melancong.`,
    howLong: 'Kebanyakan permohonan diproses dalam tempoh 72 jam.',
    additionalInfo:
      'ETA anda sah selama 2 tahun atau sehingga pasport anda tamat tempoh, mengikut mana-mana yang lebih awal, dan membolehkan beberapa lawatan sehingga 6 bulan setiap kali.',
    goodNews: (c) => `Berita baik untuk warganegara ${c}! `,
    sections: {
      whyNeedTitle: 'Mengapa anda memerlukan UK ETA',
      whatYouNeedTitle: 'Perkara yang anda perlukan',
      whatYouNeedItems: [
        'Pasport yang sah',
        'Gambar pasport digital',
        'Butiran perjalanan anda, termasuk tarikh ketibaan dan alamat di United Kingdom',
        'Kad kredit atau debit untuk pembayaran',
      ],
      howToApplyTitle: 'Cara memohon',
      howToApplySteps: [
        {
          title: 'Lengkapkan borang dalam talian',
          description: 'Masukkan butiran peribadi, pasport dan perjalanan anda. Ia mengambil masa kira-kira 10 minit.',
        },
        { title: 'Muat naik dokumen anda', description: 'Muat naik imbasan pasport anda dan gambar terkini anda.' },
        {
          title: 'Semak dan bayar',
          description: 'Semak butiran anda dan bayar dengan selamat menggunakan kad melalui penyedia pembayaran kami.',
        },
        {
          title: 'Terima ETA anda',
          description: 'Kami menyemak dan menghantar permohonan anda, dan anda boleh menjejak statusnya dalam talian.',
        },
      ],
      ctaTitle: 'Bersedia untuk memohon?',
      ctaText: 'Mulakan permohonan UK ETA anda hari ini. Ia hanya mengambil masa kira-kira 10 minit.',
      ctaButton: 'Mulakan permohonan',
    },
  },
};

/** The languages a country's landing page offers: English, plus the country's own language when it differs. */
export function landingLanguages(country: Pick<Country, 'language'>): readonly LanguageCode[] {
  return country.language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [DEFAULT_LANGUAGE, country.language];
}

/** The English/native toggle is hidden when the country's language is English (spec §2). */
export function showsLanguageToggle(country: Pick<Country, 'language'>): boolean {
  return country.language !== DEFAULT_LANGUAGE;
}

/**
 * Resolves the language a landing page is shown in: the country's own language when asked for, English otherwise
 * (any other language, including a stored preference for a language the page does not offer).
 */
export function landingLanguageFor(country: Pick<Country, 'slug' | 'language'>, lang: string | null | undefined): LanguageCode {
  return lang === country.language && NATIVE_CITIZENS[country.slug] !== undefined ? country.language : DEFAULT_LANGUAGE;
}

/**
 * Landing content of a country in English or in its native language (spec §2): templated, identical across
 * countries apart from the demonym; the good-news countries prefix additionalInfo with "Good news for …".
 */
export function landingContent(country: Country, lang: string = DEFAULT_LANGUAGE): LandingContent {
  const language = landingLanguageFor(country, lang);
  const native = language === DEFAULT_LANGUAGE ? undefined : NATIVE_CITIZENS[country.slug];
  const template = LANDING_TEMPLATES[language];
  const fragment = native ?? country.demonym;
  const goodNews = hasGoodNews(country) ? template.goodNews(fragment) : '';
  return {
    displayName: native === undefined ? country.name : country.nativeName,
    headline: template.headline(fragment),
    subheadline: template.subheadline,
    whyNeed: template.whyNeed(fragment),
    howLong: template.howLong,
    additionalInfo: goodNews + template.additionalInfo,
  };
}

/** The fixed section texts of the landing page in `lang` (English for any language without a template). */
export function landingSections(lang: string): LandingSections {
  return LANDING_TEMPLATES[isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE].sections;
}

export type LandingPage = LandingContent & {
  language: LanguageCode;
  dir: 'ltr' | 'rtl';
  sections: LandingSections;
  /** Languages the toggle switches between ('en' first). */
  languages: readonly LanguageCode[];
};

/** Everything a landing page needs in one call. */
export function landingPage(country: Country, lang: string = DEFAULT_LANGUAGE): LandingPage {
  const language = landingLanguageFor(country, lang);
  return {
    ...landingContent(country, language),
    language,
    dir: textDirection(language),
    sections: landingSections(language),
    languages: landingLanguages(country),
  };
}

// The rest of the demo content in the portal's other languages, beside content-translations.ts: the "children" FAQ
// category, the "legal" page, the villas, tailor your holiday and the advance information. With both files every
// document the portal shows exists in all five languages, as a translated repository would hold them (issue 38). The
// portal's fallback to the master locale is exercised by tests that unpublish a translation
// (`DELETE /__sandbox/prismic/documents/:id`). Each list is in the English list's order (sandbox/seed/content.ts).

type Pair = readonly [string, string]

/** A tailor-your-holiday document's words; its picture, links and order are the English document's. */
export interface TailorWords {
  readonly title: string
  readonly summary: string
  /** The card picture's alternative text. */
  readonly alt: string
  readonly text: string
  /** The image slice's alternative text and caption, where the English document has one. */
  readonly image?: readonly [string, string | null]
  /** The call to action's title, text and link label, where the English document has one. */
  readonly cta?: readonly [string, string, string]
}

export interface MoreContentTranslation {
  /** The Prismic locale code. */
  readonly lang: string
  readonly children: { readonly title: string; readonly questions: readonly Pair[] }
  readonly legal: { readonly title: string; readonly paragraphs: readonly [string, string, string] }
  /** Each villa's summary, and the room configurations' label and description (their saved value stays English). */
  readonly villas: { readonly summaries: readonly string[]; readonly rooms: readonly Pair[] }
  /** By uid. */
  readonly tailor: Readonly<Record<string, TailorWords>>
  /** The title, the intro and each part's title and description, by slice variation. */
  readonly advance: {
    readonly title: string
    readonly intro: string
    readonly parts: Readonly<Record<string, Pair>>
  }
}

export const moreContentTranslations: readonly MoreContentTranslation[] = [
  {
    lang: 'de-de',
    children: {
      title: 'Kinder und Clubs',
      questions: [
        [
          'Welcher Club passt zu meinem Kind?',
          'Die Krippe ist für Kinder unter 4 Jahren, Rascals für 4- und 5-Jährige und die Kinderclubs für 7- bis 12-Jährige.',
        ],
        [
          'Können wir die Krippe am selben Tag buchen?',
          'Die Plätze sind begrenzt: Fügen Sie die Krippe vor der Reise Ihrer Buchung hinzu, damit Ihnen ein Platz sicher ist.',
        ],
      ],
    },
    legal: {
      title: 'Rechtliches',
      paragraphs: [
        'Der Guest Hub wird vom Resort für Gäste mit einer Buchung betrieben. Wir verwenden Ihre Daten nur, um uns um Ihren Aufenthalt zu kümmern.',
        'Für Ihre Buchung gelten die Geschäftsbedingungen, die Sie bei der Buchung akzeptiert haben; eine Kopie erhalten Sie beim Gästeservice.',
        'Wir setzen nur die Cookies, die das Portal braucht, damit Sie angemeldet bleiben und Ihre Buchung gespeichert bleibt, und keine anderen.',
      ],
    },
    villas: {
      summaries: [
        'Vier Schlafzimmer über der Bucht, mit eigenem Pool',
        'Drei Schlafzimmer, wenige Schritte vom Strand',
        'Zwei Schlafzimmer zwischen Olivenbäumen',
        'Fünf Schlafzimmer und ein Garten zum Spielen',
        'Drei Schlafzimmer an den Tennisplätzen',
        'Vier Schlafzimmer mit Dachterrasse',
        'Zwei Schlafzimmer neben dem Segelclub',
      ],
      rooms: [
        ['Doppelbetten', 'Jedes Schlafzimmer mit einem Doppelbett'],
        ['Einzelbetten', 'Zwei Einzelbetten in jedem Schlafzimmer'],
        ['Ein Doppelbett, sonst Einzelbetten', 'Ein Doppelbett im Hauptschlafzimmer, in den übrigen Einzelbetten'],
      ],
    },
    tailor: {
      'airport-transfers': {
        title: 'Flughafentransfers',
        summary: 'Wir holen Sie in der Ankunftshalle ab und bringen Sie direkt zu Ihrer Villa.',
        alt: 'Ein Kleinbus wartet vor dem Flughafen',
        text: 'Unsere Fahrer verfolgen Ihren Flug und warten auf Sie, auch wenn Sie spät landen. Kindersitze werden passend zu Ihrer Gruppe eingebaut.',
        image: ['Ein Kleinbus auf der Küstenstraße', 'Etwa 40 Minuten vom Flughafen zum Resort.'],
        cta: ['Bereit zum Buchen?', 'Buchen Sie einen Transfer für eine Strecke oder für beide.', 'Transfer buchen'],
      },
      'car-hire': {
        title: 'Mietwagen',
        summary: 'Entdecken Sie die Insel in Ihrem eigenen Tempo.',
        alt: 'Ein Kleinwagen vor einer Villa',
        text: 'Holen Sie Ihren Wagen am Flughafen ab oder lassen Sie ihn am ersten Morgen zu Ihrer Villa bringen.',
        cta: ['Wählen Sie Ihr Auto', 'Vom Kleinwagen bis zum Siebensitzer.', 'Auto mieten'],
      },
      'welcome-hampers': {
        title: 'Willkommenskörbe',
        summary: 'Ankommen, und der Kühlschrank ist voll und das Frühstück für den Morgen bereit.',
        alt: 'Ein Korb mit Brot, Obst und Käse',
        text: 'Wählen Sie zwischen unseren Frühstücks-, Familien- und Festtagskörben, gefüllt mit Erzeugnissen der Insel.',
        cta: ['Korb bestellen', 'Bestellen Sie mindestens drei Tage vor Ihrer Ankunft.', 'Korb bestellen'],
      },
      'clubs-and-upgrades': {
        title: 'Clubs und Upgrades',
        summary: 'Krippe, Rascals und Wassersport, schon vor der Reise geplant.',
        alt: 'Jollen auf dem Wasser',
        text: 'Die Plätze in Krippe und Rascals sind jede Woche begrenzt. Wassersport-Upgrades umfassen Unterricht und Ausrüstung.',
        image: ['Kinder segeln mit einem Segellehrer', null],
      },
    },
    advance: {
      title: 'Vorab-Informationen',
      intro: 'Ein paar Angaben vor Ihrer Reise helfen uns, alles für Sie vorzubereiten.',
      parts: {
        default: [
          'Ihre Gruppe',
          'Prüfen Sie, ob alle in Ihrer Gruppe ihre Angaben vervollständigt haben, einschließlich der Reisepässe für die hauptbuchende Person.',
        ],
        address: ['Ihre Adresse', 'Wir benötigen Ihre Wohnadresse für Ihre Buchungsbestätigung und die Versicherung.'],
        villaConfiguration: ['Ihre Villa', 'Sagen Sie uns, wie die Schlafzimmer hergerichtet werden sollen.'],
        flight: ['Ihre Flüge', 'Tragen Sie Ihren Hin- und Rückflug ein, damit wir die Transfers planen können.'],
        registration: ['Anmeldung', 'Das Resort bittet jede Gruppe, sich vor der Ankunft anzumelden.'],
      },
    },
  },
  {
    lang: 'fr-fr',
    children: {
      title: 'Enfants et clubs',
      questions: [
        [
          'Quel club convient à mon enfant\u00a0?',
          'La crèche accueille les enfants de moins de 4\u00a0ans, les Rascals les enfants de 4 et 5\u00a0ans, et les clubs enfants les 7 à 12\u00a0ans.',
        ],
        [
          'Pouvons-nous réserver la crèche le jour même\u00a0?',
          'Les places sont limitées\u00a0: ajoutez-la à votre réservation avant le départ pour être sûr d’avoir une place.',
        ],
      ],
    },
    legal: {
      title: 'Mentions légales',
      paragraphs: [
        'Le Guest Hub est géré par le resort pour les clients qui ont une réservation. Nous utilisons vos informations uniquement pour organiser votre séjour.',
        'Votre réservation est soumise aux conditions générales que vous avez acceptées en réservant\u00a0; demandez-en une copie au service clients.',
        'Nous ne conservons que les cookies dont le portail a besoin pour vous garder connecté et mémoriser votre réservation, et aucun autre.',
      ],
    },
    villas: {
      summaries: [
        'Quatre chambres au-dessus de la baie, avec piscine privée',
        'Trois chambres, à deux pas de la plage',
        'Deux chambres au milieu des oliviers',
        'Cinq chambres et un jardin pour jouer',
        'Trois chambres près des courts de tennis',
        'Quatre chambres avec toit-terrasse',
        'Deux chambres à côté du club de voile',
      ],
      rooms: [
        ['Lits doubles', 'Un lit double dans chaque chambre'],
        ['Lits jumeaux', 'Deux lits simples dans chaque chambre'],
        [
          'Un lit double, les autres jumeaux',
          'Un lit double dans la chambre principale, des lits jumeaux dans les autres',
        ],
      ],
    },
    tailor: {
      'airport-transfers': {
        title: 'Transferts aéroport',
        summary: 'Accueil à l’arrivée et trajet direct jusqu’à votre villa.',
        alt: 'Un minibus qui attend devant l’aéroport',
        text: 'Nos chauffeurs suivent votre vol et vous attendent, même si vous atterrissez tard. Les sièges enfants sont installés selon votre groupe.',
        image: ['Un minibus sur la route côtière', 'Environ 40\u00a0minutes de l’aéroport au resort.'],
        cta: [
          'Prêt à réserver\u00a0?',
          'Ajoutez un transfert pour l’aller, le retour ou les deux.',
          'Réserver un transfert',
        ],
      },
      'car-hire': {
        title: 'Location de voiture',
        summary: 'Découvrez l’île à votre rythme.',
        alt: 'Une petite voiture garée près d’une villa',
        text: 'Récupérez votre voiture à l’aéroport ou faites-la livrer à votre villa dès le premier matin.',
        cta: ['Choisissez votre voiture', 'De la citadine au sept places.', 'Louer une voiture'],
      },
      'welcome-hampers': {
        title: 'Paniers de bienvenue',
        summary: 'Un réfrigérateur plein à l’arrivée et le petit-déjeuner du lendemain.',
        alt: 'Un panier de pain, de fruits et de fromage',
        text: 'Choisissez parmi nos paniers petit-déjeuner, famille ou fête, garnis de produits de l’île.',
        cta: ['Commander un panier', 'Commandez au moins trois jours avant votre arrivée.', 'Commander un panier'],
      },
      'clubs-and-upgrades': {
        title: 'Clubs et options',
        summary: 'Crèche, Rascals et sports nautiques, prévus avant le départ.',
        alt: 'Des dériveurs sur l’eau',
        text: 'Les places en crèche et aux Rascals sont limitées chaque semaine. Les options sports nautiques comprennent les cours et l’équipement.',
        image: ['Des enfants naviguent avec un moniteur', null],
      },
    },
    advance: {
      title: 'Informations avant le séjour',
      intro: 'Quelques informations avant votre départ nous aident à tout préparer pour vous.',
      parts: {
        default: [
          'Votre groupe',
          'Vérifiez que chaque membre de votre groupe a complété ses informations, y compris les passeports du titulaire de la réservation.',
        ],
        address: [
          'Votre adresse',
          'Nous avons besoin de votre adresse personnelle pour la confirmation de réservation et l’assurance.',
        ],
        villaConfiguration: ['Votre villa', 'Dites-nous comment préparer les chambres.'],
        flight: ['Vos vols', 'Ajoutez vos vols aller et retour pour que nous puissions organiser les transferts.'],
        registration: ['Enregistrement', 'Le resort demande à chaque groupe de s’enregistrer avant l’arrivée.'],
      },
    },
  },
  {
    lang: 'es-es',
    children: {
      title: 'Niños y clubs',
      questions: [
        [
          '¿Qué club es el adecuado para mi hijo?',
          'La guardería es para menores de 4 años, Rascals para niños de 4 y 5 años, y los clubs infantiles para niños de 7 a 12 años.',
        ],
        [
          '¿Podemos reservar la guardería el mismo día?',
          'Las plazas son limitadas: añádela a tu reserva antes del viaje para asegurarte una plaza.',
        ],
      ],
    },
    legal: {
      title: 'Aviso legal',
      paragraphs: [
        'El resort gestiona el Guest Hub para los huéspedes con reserva. Solo usamos tus datos para ocuparnos de tu estancia.',
        'Tu reserva se rige por los términos y condiciones que aceptaste al reservar; pide una copia a nuestro equipo de atención al huésped.',
        'Solo usamos las cookies que el portal necesita para mantener tu sesión iniciada y recordar tu reserva, ninguna más.',
      ],
    },
    villas: {
      summaries: [
        'Cuatro dormitorios sobre la bahía, con piscina privada',
        'Tres dormitorios, a pocos pasos de la playa',
        'Dos dormitorios entre olivos',
        'Cinco dormitorios y un jardín para jugar',
        'Tres dormitorios junto a las pistas de tenis',
        'Cuatro dormitorios con azotea',
        'Dos dormitorios junto al club de vela',
      ],
      rooms: [
        ['Camas dobles', 'Una cama doble en cada dormitorio'],
        ['Camas individuales', 'Dos camas individuales en cada dormitorio'],
        ['Una doble, el resto individuales', 'Una cama doble en el dormitorio principal e individuales en los demás'],
      ],
    },
    tailor: {
      'airport-transfers': {
        title: 'Traslados al aeropuerto',
        summary: 'Te recibimos en llegadas y te llevamos directamente a tu villa.',
        alt: 'Un minibús esperando a la salida del aeropuerto',
        text: 'Nuestros conductores siguen tu vuelo y te esperan, aunque aterrices tarde. Instalamos sillas infantiles según tu grupo.',
        image: ['Un minibús en la carretera de la costa', 'Unos 40 minutos del aeropuerto al resort.'],
        cta: ['¿Listo para reservar?', 'Añade un traslado de ida, de vuelta o ambos.', 'Reservar un traslado'],
      },
      'car-hire': {
        title: 'Alquiler de coches',
        summary: 'Descubre la isla a tu ritmo.',
        alt: 'Un coche pequeño aparcado junto a una villa',
        text: 'Recoge tu coche en el aeropuerto o te lo llevamos a tu villa la primera mañana.',
        cta: ['Elige tu coche', 'Desde coches pequeños hasta de siete plazas.', 'Alquilar un coche'],
      },
      'welcome-hampers': {
        title: 'Cestas de bienvenida',
        summary: 'Llega con la nevera llena y el desayuno listo para la mañana.',
        alt: 'Una cesta con pan, fruta y queso',
        text: 'Elige entre nuestras cestas de desayuno, familiar o de celebración, llenas de productos de la isla.',
        cta: ['Pide una cesta', 'Pídela al menos tres días antes de llegar.', 'Pedir una cesta'],
      },
      'clubs-and-upgrades': {
        title: 'Clubs y mejoras',
        summary: 'Guardería, Rascals y deportes náuticos, organizados antes del viaje.',
        alt: 'Botes en el agua',
        text: 'Las plazas de guardería y Rascals son limitadas cada semana. Las mejoras de deportes náuticos incluyen clases y equipo.',
        image: ['Niños navegando con un monitor', null],
      },
    },
    advance: {
      title: 'Información previa',
      intro: 'Algunos datos antes del viaje nos ayudan a tenerlo todo listo para ti.',
      parts: {
        default: [
          'Tu grupo',
          'Comprueba que todos en tu grupo han completado sus datos, incluidos los pasaportes de la persona titular de la reserva.',
        ],
        address: ['Tu dirección', 'Necesitamos tu dirección para la confirmación de la reserva y el seguro.'],
        villaConfiguration: ['Tu villa', 'Dinos cómo quieres que preparemos los dormitorios.'],
        flight: ['Tus vuelos', 'Añade tus vuelos de llegada y de salida para que podamos organizar los traslados.'],
        registration: ['Registro', 'El resort pide a cada grupo que se registre antes de llegar.'],
      },
    },
  },
  {
    lang: 'ar-ae',
    children: {
      title: 'الأطفال والأندية',
      questions: [
        [
          'أي نادٍ يناسب طفلي؟',
          'الحضانة للأطفال دون 4 سنوات، وRascals للأطفال في عمر 4 و5 سنوات، وأندية الأطفال لمن تتراوح أعمارهم بين 7 و12 سنة.',
        ],
        ['هل يمكننا حجز الحضانة في اليوم نفسه؟', 'الأماكن محدودة: أضفها إلى حجزك قبل السفر لتضمن مكانًا.'],
      ],
    },
    legal: {
      title: 'المعلومات القانونية',
      paragraphs: [
        'يدير المنتجع بوابة Guest Hub لضيوفه الذين لديهم حجز. لا نستخدم بياناتك إلا لرعاية إقامتك.',
        'يخضع حجزك للشروط والأحكام التي وافقت عليها عند الحجز؛ اطلب نسخة منها من فريق خدمة الضيوف.',
        'لا نحتفظ إلا بملفات تعريف الارتباط التي تحتاجها البوابة لإبقائك مسجّل الدخول وتذكّر حجزك، ولا شيء غيرها.',
      ],
    },
    villas: {
      summaries: [
        'أربع غرف نوم تطل على الخليج، مع مسبح خاص',
        'ثلاث غرف نوم على بُعد خطوات من الشاطئ',
        'غرفتا نوم بين أشجار الزيتون',
        'خمس غرف نوم وحديقة للألعاب',
        'ثلاث غرف نوم بجوار ملاعب التنس',
        'أربع غرف نوم مع شرفة على السطح',
        'غرفتا نوم بجوار نادي الإبحار',
      ],
      rooms: [
        ['أسرّة مزدوجة', 'سرير مزدوج في كل غرفة نوم'],
        ['أسرّة منفردة', 'سريران منفردان في كل غرفة نوم'],
        ['سرير مزدوج والباقي منفردة', 'سرير مزدوج في غرفة النوم الرئيسية، وأسرّة منفردة في الغرف الأخرى'],
      ],
    },
    tailor: {
      'airport-transfers': {
        title: 'التوصيل من المطار وإليه',
        summary: 'نستقبلك في صالة الوصول ونوصلك مباشرة إلى فيلتك.',
        alt: 'حافلة صغيرة تنتظر أمام المطار',
        text: 'يتابع سائقونا رحلتك وينتظرونك مهما تأخر هبوطك. ونركّب مقاعد الأطفال بما يناسب مجموعتك.',
        image: ['حافلة صغيرة على الطريق الساحلي', 'نحو 40 دقيقة من المطار إلى المنتجع.'],
        cta: ['هل أنت مستعد للحجز؟', 'أضف توصيلًا في اتجاه واحد أو في الاتجاهين.', 'احجز التوصيل'],
      },
      'car-hire': {
        title: 'استئجار السيارات',
        summary: 'استكشف الجزيرة على راحتك.',
        alt: 'سيارة صغيرة متوقفة بجوار فيلا',
        text: 'استلم سيارتك من المطار أو اطلب توصيلها إلى فيلتك صباح يومك الأول.',
        cta: ['اختر سيارتك', 'من السيارات الصغيرة إلى السيارات ذات المقاعد السبعة.', 'استأجر سيارة'],
      },
      'welcome-hampers': {
        title: 'سلال الترحيب',
        summary: 'تصل لتجد الثلاجة ممتلئة والفطور جاهزًا للصباح.',
        alt: 'سلة فيها خبز وفاكهة وجبن',
        text: 'اختر من سلال الفطور أو العائلة أو الاحتفال، المملوءة بمنتجات الجزيرة.',
        cta: ['اطلب سلة', 'اطلبها قبل وصولك بثلاثة أيام على الأقل.', 'اطلب سلة'],
      },
      'clubs-and-upgrades': {
        title: 'الأندية والترقيات',
        summary: 'الحضانة وRascals والرياضات المائية، مرتّبة قبل سفرك.',
        alt: 'قوارب شراعية صغيرة على الماء',
        text: 'الأماكن في الحضانة وRascals محدودة كل أسبوع. وتشمل ترقيات الرياضات المائية التدريب والمعدات.',
        image: ['أطفال يبحرون مع مدرّب', null],
      },
    },
    advance: {
      title: 'معلومات ما قبل الوصول',
      intro: 'بعض التفاصيل قبل سفرك تساعدنا على تجهيز كل شيء من أجلك.',
      parts: {
        default: ['مجموعتك', 'تأكّد من أن كل فرد في مجموعتك أكمل بياناته، بما في ذلك جوازات السفر لصاحب الحجز الرئيسي.'],
        address: ['عنوانك', 'نحتاج إلى عنوان منزلك لتأكيد الحجز وللتأمين.'],
        villaConfiguration: ['الفيلا الخاصة بك', 'أخبرنا كيف تفضّل أن نجهّز غرف النوم.'],
        flight: ['رحلاتك الجوية', 'أضف رحلتَي الوصول والمغادرة لنرتّب التوصيل.'],
        registration: ['التسجيل', 'يطلب المنتجع من كل مجموعة التسجيل قبل الوصول.'],
      },
    },
  },
]

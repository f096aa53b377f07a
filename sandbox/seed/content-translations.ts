// The demo content in the portal's other languages (Prismic locales de-de, fr-fr, es-es and ar-ae; the master locale
// is en-gb): help and FAQs with two of the three categories, contact us, what's on, what to arrange when and the
// "about-us" page. The "children" FAQ category, the "legal" page, the villas, tailor your holiday and the advance
// information stay English only, so the portal's fallback to the master locale is exercised. Each list is in the
// English list's order (sandbox/seed/content.ts), which gives the pictures, timings and links.

type Pair = readonly [string, string]

export interface ContentTranslation {
  /** The Prismic locale code. */
  readonly lang: string
  readonly help: string
  readonly categories: {
    readonly arriving: { readonly title: string; readonly questions: readonly Pair[] }
    readonly villas: { readonly title: string; readonly questions: readonly Pair[] }
  }
  readonly contact: { readonly title: string; readonly intro: string; readonly hours: string }
  /** Highlights: title, when, summary, description. */
  readonly whatsOn: {
    readonly title: string
    readonly intro: string
    readonly highlights: readonly (readonly [string, string, string, string])[]
  }
  /** Items: title, description, link label (null where the English item has no link). */
  readonly arrange: {
    readonly title: string
    readonly intro: string
    readonly items: readonly (readonly [string, string, string | null])[]
  }
  readonly aboutUs: {
    readonly title: string
    readonly text: string
    readonly alt: string
    readonly caption: string
    readonly ctaTitle: string
    readonly ctaText: string
    readonly ctaLabel: string
  }
}

export const contentTranslations: readonly ContentTranslation[] = [
  {
    lang: 'de-de',
    help: 'Hilfe und FAQ',
    categories: {
      arriving: {
        title: 'Anreise und Abreise',
        questions: [
          [
            'Ab wann können wir einchecken?',
            'Die Villen sind am Anreisetag ab 16 Uhr bezugsfertig. Kommen Sie früher an, bewahren wir Ihr Gepäck sicher auf.',
          ],
          [
            'Wann müssen wir abreisen?',
            'Bitte verlassen Sie Ihre Villa am Abreisetag bis 10 Uhr. Die Lounge an der Rezeption steht Ihnen bis zum Transfer offen.',
          ],
        ],
      },
      villas: {
        title: 'Ihre Villa',
        questions: [
          [
            'Wie sind die Betten aufgestellt?',
            'Sagen Sie es uns in Ihren Vorabinformationen, und wir richten die Betten vor Ihrer Ankunft her.',
          ],
          [
            'Gibt es WLAN?',
            'Ja, in jeder Villa und rund um die Pools. Netzwerkname und Passwort finden Sie in Ihrer Willkommensmappe.',
          ],
        ],
      },
    },
    contact: {
      title: 'Kontakt',
      intro: 'Unser Gästeservice ist vor, während und nach Ihrem Aufenthalt für Sie da.',
      hours:
        'Täglich von 8 bis 20 Uhr (Ortszeit des Resorts). Im Notfall im Resort rufen Sie bitte über das Telefon Ihrer Villa die Rezeption an.',
    },
    whatsOn: {
      title: 'Veranstaltungen',
      intro: 'Jede Woche der Saison ist für alle etwas dabei, [name].',
      highlights: [
        [
          'Strandgrillen',
          'Jeden Dienstag, 19 Uhr',
          'Abendessen im Sand bei Sonnenuntergang.',
          'Gegrillter Fisch, Salate und Musik am Strand. Kinder essen kostenlos.',
        ],
        [
          'Segelregatta',
          'Donnerstags, 10 Uhr',
          'Segeln Sie in unseren Jollen um die Wette.',
          'Teams zu zweit oder zu dritt; Schwimmwesten und eine Einweisung für alle. Für jedes Können.',
        ],
        [
          'Familien-Quizabend',
          'Mittwochs, 20 Uhr',
          'Stellen Sie Ihr Team im Clubhaus auf die Probe.',
          'Sechs Runden, eine davon für die Kinder. Preise für die Sieger und den besten Teamnamen.',
        ],
        [
          'Yoga bei Sonnenaufgang',
          'Täglich, 7 Uhr',
          'Beginnen Sie den Tag auf dem Pooldeck.',
          'Eine Stunde sanftes Yoga für jedes Niveau. Matten liegen bereit.',
        ],
        [
          'Show des Kinderclubs',
          'Freitags, 18 Uhr',
          'Die Clubs zeigen zum Wochenende ihre Show.',
          'Lieder, Tänze und ein paar Überraschungen aus jedem Club. Eltern sind herzlich willkommen.',
        ],
      ],
    },
    arrange: {
      title: 'Was wann zu planen ist',
      intro: 'Ein paar Dinge, die Sie vor und während Ihres Urlaubs rechtzeitig erledigen sollten.',
      items: [
        [
          'Vorabinformationen ausfüllen',
          'Sagen Sie uns, wer mitkommt, wie Ihre Adresse lautet und wie Ihre Villa eingerichtet sein soll.',
          'Vorabinformationen',
        ],
        [
          'Clubs und Upgrades buchen',
          'Die Plätze in Krippe, Rascals und Wassersport sind jede Woche begrenzt.',
          'Clubs und Upgrades',
        ],
        [
          'Flüge eintragen',
          'Mit Ihren Flugzeiten planen wir Ihren Transfer und bereiten Ihre Villa vor.',
          'Flüge eintragen',
        ],
        ['Reisepässe prüfen', 'Reisepässe müssen nach Ihrem Abreisedatum noch drei Monate gültig sein.', null],
        [
          'Willkommenskorb bestellen',
          'Ankommen und der Kühlschrank ist voll: Bestellen Sie mindestens drei Tage vor der Reise.',
          'Willkommenskörbe',
        ],
        [
          'Registrierung abschließen',
          'Mit der Registrierung sparen Sie bei der Ankunft Zeit an der Rezeption.',
          'Registrieren',
        ],
        [
          'Sehen, was diese Woche los ist',
          'Grillabende, Regatten und Shows: Planen Sie Ihre Woche.',
          'Veranstaltungen',
        ],
        [
          'Wellnessbehandlung buchen',
          'Unser Spa ist schnell ausgebucht; buchen Sie ein, zwei Tage im Voraus.',
          'Wellness',
        ],
        [
          'Erzählen Sie uns, wie es war',
          'Wir lesen jeden Kommentar und planen damit die nächste Saison.',
          'Feedback geben',
        ],
      ],
    },
    aboutUs: {
      title: 'Über das Resort',
      text: 'Ein Familienresort mit Villen am Meer und Clubs für jedes Alter.',
      alt: 'Die Bucht des Resorts bei Sonnenuntergang',
      caption: 'Die Bucht von der Terrasse des Clubhauses.',
      ctaTitle: 'Fragen vor der Reise?',
      ctaText: 'Unser Gästeservice hilft Ihnen gern.',
      ctaLabel: 'Kontakt',
    },
  },
  {
    lang: 'fr-fr',
    help: 'Aide et FAQ',
    categories: {
      arriving: {
        title: 'Arrivée et départ',
        questions: [
          [
            'À quelle heure pouvons-nous arriver\u00a0?',
            'Les villas sont prêtes à partir de 16\u00a0h le jour de votre arrivée. Si vous arrivez plus tôt, notre équipe garde vos bagages.',
          ],
          [
            'Quand devons-nous partir\u00a0?',
            'Merci de libérer votre villa avant 10\u00a0h le jour du départ. Le salon près de la réception vous attend jusqu’à votre transfert.',
          ],
        ],
      },
      villas: {
        title: 'Votre villa',
        questions: [
          [
            'Comment les lits sont-ils installés\u00a0?',
            'Indiquez-le dans vos informations préalables et nous préparerons les lits avant votre arrivée.',
          ],
          [
            'Y a-t-il le Wi-Fi\u00a0?',
            'Oui, dans chaque villa et autour des piscines. Le nom du réseau et le mot de passe figurent dans votre pochette d’accueil.',
          ],
        ],
      },
    },
    contact: {
      title: 'Nous contacter',
      intro: 'Notre service clients est là pour vous avant, pendant et après votre séjour.',
      hours:
        'Tous les jours, de 8\u00a0h à 20\u00a0h (heure du resort). En cas d’urgence au resort, appelez la réception depuis le téléphone de votre villa.',
    },
    whatsOn: {
      title: 'Au programme',
      intro: 'Chaque semaine de la saison, il y en a pour tous les goûts, [name].',
      highlights: [
        [
          'Barbecue sur la plage',
          'Tous les mardis, 19\u00a0h',
          'Dîner les pieds dans le sable au coucher du soleil.',
          'Poisson grillé, salades et musique sur la plage. Repas offert aux enfants.',
        ],
        [
          'Régate',
          'Le jeudi, 10\u00a0h',
          'Faites la course dans la baie à bord de nos dériveurs.',
          'Équipages de deux ou trois\u00a0; gilets et briefing pour tous. Ouvert à tous les niveaux.',
        ],
        [
          'Quiz en famille',
          'Le mercredi, 20\u00a0h',
          'Mettez votre équipe à l’épreuve au club-house.',
          'Six manches, dont une pour les enfants. Des prix pour les gagnants et le meilleur nom d’équipe.',
        ],
        [
          'Yoga au lever du soleil',
          'Tous les jours, 7\u00a0h',
          'Commencez la journée au bord de la piscine.',
          'Une heure de yoga doux pour tous les niveaux. Tapis fournis.',
        ],
        [
          'Spectacle du club enfants',
          'Le vendredi, 18\u00a0h',
          'Les clubs présentent leur spectacle de fin de semaine.',
          'Chansons, danses et quelques surprises de chaque club. Les parents sont les bienvenus.',
        ],
      ],
    },
    arrange: {
      title: 'Quoi prévoir et quand',
      intro: 'Quelques démarches à faire à temps, avant et pendant vos vacances.',
      items: [
        [
          'Remplir vos informations préalables',
          'Dites-nous qui vient, votre adresse et comment préparer votre villa.',
          'Informations préalables',
        ],
        [
          'Réserver clubs et options',
          'Les places en crèche, aux Rascals et aux sports nautiques sont limitées chaque semaine.',
          'Clubs et options',
        ],
        [
          'Ajouter vos vols',
          'Avec vos horaires de vol, nous organisons votre transfert et préparons votre villa.',
          'Ajouter des vols',
        ],
        [
          'Vérifier vos passeports',
          'Les passeports doivent être valables trois mois après votre date de départ.',
          null,
        ],
        [
          'Commander un panier de bienvenue',
          'Un réfrigérateur plein à l’arrivée\u00a0: commandez au moins trois jours avant le départ.',
          'Paniers',
        ],
        [
          'Terminer l’enregistrement',
          'L’enregistrement vous fait gagner du temps à la réception à votre arrivée.',
          'S’enregistrer',
        ],
        [
          'Voir le programme de la semaine',
          'Barbecues, régates et spectacles\u00a0: organisez votre semaine.',
          'Au programme',
        ],
        [
          'Réserver un soin bien-être',
          'Notre spa se remplit vite\u00a0; réservez un ou deux jours à l’avance.',
          'Bien-être',
        ],
        [
          'Racontez-nous votre séjour',
          'Nous lisons chaque commentaire pour préparer la saison prochaine.',
          'Donner votre avis',
        ],
      ],
    },
    aboutUs: {
      title: 'À propos du resort',
      text: 'Un resort familial de villas en bord de mer, avec des clubs pour tous les âges.',
      alt: 'La baie du resort au coucher du soleil',
      caption: 'La baie vue de la terrasse du club-house.',
      ctaTitle: 'Des questions avant le départ\u00a0?',
      ctaText: 'Notre service clients se fera un plaisir de vous aider.',
      ctaLabel: 'Nous contacter',
    },
  },
  {
    lang: 'es-es',
    help: 'Ayuda y preguntas frecuentes',
    categories: {
      arriving: {
        title: 'Llegada y salida',
        questions: [
          [
            '¿A qué hora podemos hacer el check-in?',
            'Las villas están listas a partir de las 16:00 el día de llegada. Si llegas antes, guardamos tu equipaje.',
          ],
          [
            '¿Cuándo tenemos que irnos?',
            'Deja tu villa antes de las 10:00 el día de salida. El salón junto a recepción es tuyo hasta el traslado.',
          ],
        ],
      },
      villas: {
        title: 'Tu villa',
        questions: [
          [
            '¿Cómo se preparan las camas?',
            'Dínoslo en tu información previa y prepararemos las camas antes de que llegues.',
          ],
          [
            '¿Hay wifi?',
            'Sí, en todas las villas y alrededor de las piscinas. El nombre de la red y la contraseña están en tu carpeta de bienvenida.',
          ],
        ],
      },
    },
    contact: {
      title: 'Contacto',
      intro: 'Nuestro equipo de atención al huésped está aquí antes, durante y después de tu estancia.',
      hours:
        'Todos los días, de 8:00 a 20:00 (hora del resort). En caso de emergencia en el resort, llama a recepción desde el teléfono de tu villa.',
    },
    whatsOn: {
      title: 'Agenda',
      intro: 'Cada semana de la temporada hay algo para todos, [name].',
      highlights: [
        [
          'Barbacoa en la playa',
          'Todos los martes, 19:00',
          'Cena en la arena mientras se pone el sol.',
          'Pescado a la brasa, ensaladas y música en la playa. Los niños comen gratis.',
        ],
        [
          'Regata',
          'Los jueves, 10:00',
          'Compite en la bahía con nuestros botes.',
          'Tripulaciones de dos o tres; chalecos y charla previa para todos. Para todos los niveles.',
        ],
        [
          'Noche de trivial en familia',
          'Los miércoles, 20:00',
          'Pon a prueba a tu equipo en el club.',
          'Seis rondas, una para los niños. Premios para los ganadores y el mejor nombre de equipo.',
        ],
        [
          'Yoga al amanecer',
          'Todos los días, 7:00',
          'Empieza el día junto a la piscina.',
          'Una hora de yoga suave para todos los niveles. Te prestamos la esterilla.',
        ],
        [
          'Espectáculo del club infantil',
          'Los viernes, 18:00',
          'Los clubs presentan su espectáculo de fin de semana.',
          'Canciones, bailes y alguna sorpresa de cada club. Las familias son bienvenidas.',
        ],
      ],
    },
    arrange: {
      title: 'Qué organizar y cuándo',
      intro: 'Algunas cosas que conviene dejar listas con tiempo, antes y durante tus vacaciones.',
      items: [
        [
          'Completa tu información previa',
          'Dinos quién viene, tu dirección y cómo quieres que preparemos tu villa.',
          'Información previa',
        ],
        [
          'Reserva clubs y mejoras',
          'Las plazas de guardería, Rascals y deportes náuticos son limitadas cada semana.',
          'Clubs y mejoras',
        ],
        [
          'Añade tus vuelos',
          'Con tus horarios de vuelo organizamos el traslado y tenemos tu villa lista.',
          'Añadir vuelos',
        ],
        ['Revisa tus pasaportes', 'Los pasaportes deben ser válidos tres meses después de tu fecha de salida.', null],
        [
          'Pide una cesta de bienvenida',
          'Llega con la nevera llena: pídela al menos tres días antes del viaje.',
          'Cestas',
        ],
        ['Completa el registro', 'Con el registro ahorras tiempo en recepción al llegar.', 'Registrarse'],
        ['Mira la agenda de la semana', 'Barbacoas, regatas y espectáculos: organiza tu semana.', 'Agenda'],
        [
          'Reserva un tratamiento de bienestar',
          'Nuestro spa se llena rápido; reserva con uno o dos días de antelación.',
          'Bienestar',
        ],
        [
          'Cuéntanos qué tal',
          'Leemos cada comentario y nos sirve para preparar la próxima temporada.',
          'Dejar tu opinión',
        ],
      ],
    },
    aboutUs: {
      title: 'Sobre el resort',
      text: 'Un resort familiar de villas junto al mar, con clubs para todas las edades.',
      alt: 'La bahía del resort al atardecer',
      caption: 'La bahía desde la terraza del club.',
      ctaTitle: '¿Tienes preguntas antes del viaje?',
      ctaText: 'Nuestro equipo de atención al huésped te ayuda encantado.',
      ctaLabel: 'Contacto',
    },
  },
  {
    lang: 'ar-ae',
    help: 'المساعدة والأسئلة الشائعة',
    categories: {
      arriving: {
        title: 'الوصول والمغادرة',
        questions: [
          [
            'متى يمكننا تسجيل الوصول؟',
            'تكون الفلل جاهزة من الساعة 4 عصرًا يوم وصولكم. وإن وصلتم مبكرًا، يحفظ فريقنا أمتعتكم بأمان.',
          ],
          [
            'متى علينا المغادرة؟',
            'يُرجى مغادرة الفيلا قبل الساعة 10 صباحًا يوم المغادرة. الصالة المجاورة للاستقبال متاحة لكم حتى موعد التوصيل.',
          ],
        ],
      },
      villas: {
        title: 'فيلتك',
        questions: [
          ['كيف تُجهَّز الأسرّة؟', 'أخبرنا في معلوماتك المسبقة، وسنجهّز الأسرّة قبل وصولك.'],
          ['هل تتوفر خدمة الواي فاي؟', 'نعم، في كل فيلا وحول المسابح. تجد اسم الشبكة وكلمة المرور في حقيبة الترحيب.'],
        ],
      },
    },
    contact: {
      title: 'اتصل بنا',
      intro: 'فريق خدمة الضيوف في خدمتك قبل إقامتك وأثناءها وبعدها.',
      hours:
        'يوميًا من 8 صباحًا حتى 8 مساءً (بتوقيت المنتجع). في حالات الطوارئ داخل المنتجع، اتصل بالاستقبال من هاتف فيلتك.',
    },
    whatsOn: {
      title: 'الفعاليات',
      intro: 'في كل أسبوع من الموسم ما يناسب الجميع يا [name].',
      highlights: [
        [
          'شواء على الشاطئ',
          'كل ثلاثاء، 7 مساءً',
          'عشاء على الرمال مع غروب الشمس.',
          'سمك مشوي وسلطات وموسيقى على الشاطئ. وجبات الأطفال مجانية.',
        ],
        [
          'سباق الإبحار',
          'أيام الخميس، 10 صباحًا',
          'تسابقوا في الخليج على متن قواربنا الشراعية.',
          'فرق من شخصين أو ثلاثة؛ سترات نجاة وشرح مسبق للجميع. مناسب لكل المستويات.',
        ],
        [
          'أمسية مسابقات عائلية',
          'أيام الأربعاء، 8 مساءً',
          'اختبروا فريقكم في النادي.',
          'ست جولات، إحداها للأطفال. جوائز للفائزين ولأفضل اسم فريق.',
        ],
        [
          'يوغا الشروق',
          'يوميًا، 7 صباحًا',
          'ابدأ يومك على سطح المسبح.',
          'ساعة من اليوغا الهادئة لكل المستويات. الحُصر متوفرة.',
        ],
        [
          'عرض نادي الأطفال',
          'أيام الجمعة، 6 مساءً',
          'تقدّم الأندية عرض نهاية الأسبوع.',
          'أغانٍ ورقصات وبعض المفاجآت من كل نادٍ. الأهل مرحّب بهم.',
        ],
      ],
    },
    arrange: {
      title: 'ما تُرتّبه ومتى',
      intro: 'بعض الأمور التي يحسن ترتيبها في وقتها، قبل عطلتك وأثناءها.',
      items: [
        [
          'أكمل معلوماتك المسبقة',
          'أخبرنا بمن سيرافقك، وبعنوانك، وبالطريقة التي تفضّل أن نجهّز بها فيلتك.',
          'المعلومات المسبقة',
        ],
        [
          'احجز الأندية والترقيات',
          'الأماكن في الحضانة وRascals والرياضات المائية محدودة كل أسبوع.',
          'الأندية والترقيات',
        ],
        ['أضف رحلاتك الجوية', 'بمواعيد رحلاتك نرتّب توصيلك ونجهّز فيلتك.', 'إضافة الرحلات'],
        ['تحقّق من جوازات السفر', 'يجب أن تكون جوازات السفر سارية لثلاثة أشهر بعد تاريخ مغادرتك.', null],
        ['اطلب سلة ترحيب', 'تصل لتجد الثلاجة ممتلئة: اطلبها قبل السفر بثلاثة أيام على الأقل.', 'سلال الترحيب'],
        ['أكمل التسجيل', 'يوفّر عليك التسجيل الوقت عند الاستقبال يوم وصولك.', 'التسجيل'],
        ['اطّلع على فعاليات الأسبوع', 'حفلات شواء وسباقات إبحار وعروض: خطّط لأسبوعك.', 'الفعاليات'],
        ['احجز جلسة عافية', 'يمتلئ المنتجع الصحي بسرعة؛ احجز قبل يوم أو يومين.', 'العافية'],
        ['أخبرنا كيف كانت إقامتك', 'نقرأ كل تعليق ونستعين به في التخطيط للموسم المقبل.', 'شاركنا رأيك'],
      ],
    },
    aboutUs: {
      title: 'عن المنتجع',
      text: 'منتجع عائلي من الفلل على البحر، فيه أندية لكل الأعمار.',
      alt: 'خليج المنتجع عند الغروب',
      caption: 'الخليج من شرفة النادي.',
      ctaTitle: 'هل لديك أسئلة قبل السفر؟',
      ctaText: 'يسعد فريق خدمة الضيوف بمساعدتك.',
      ctaLabel: 'اتصل بنا',
    },
  },
]

// The demo resort's extras to buy in the portal (issue 40): `extra_offer` documents (customtypes/extra_offer) in every
// language the portal speaks, as a translated content service holds them. A hamper paid now, a day trip paid now per
// person on a day of the stay, and a private transfer asked for and invoiced later.

type Data = Record<string, unknown>

interface OfferWords {
  readonly title: string
  readonly description: string
  readonly alt: string
}

interface DemoOffer {
  readonly uid: string
  readonly picture: string
  readonly data: Data
  /** The words in each Prismic locale, English first. */
  readonly words: Readonly<Record<string, OfferWords>>
}

export const demoOffers: readonly DemoOffer[] = [
  {
    uid: 'welcome-hamper',
    picture: 'welcome-hamper',
    data: {
      kind: 'hamper',
      price: 8500,
      currency: 'GBP',
      per: 'stay',
      mode: 'instant',
      max_quantity: 3,
      choose_day: false,
      choose_guests: false,
      on_sale_from_days_before: null,
      on_sale_until_days_before: 3,
      buyers: 'lead booker',
      refund_until_days_before: 7,
    },
    words: {
      'en-gb': {
        title: 'Welcome hamper',
        description:
          'Fresh bread, local cheese, fruit, wine and breakfast for the first morning, waiting in your villa.',
        alt: 'A wicker hamper of bread, cheese and fruit',
      },
      'de-de': {
        title: 'Willkommenskorb',
        description:
          'Frisches Brot, Käse aus der Region, Obst, Wein und Frühstück für den ersten Morgen – er wartet in Ihrer Villa.',
        alt: 'Ein Weidenkorb mit Brot, Käse und Obst',
      },
      'fr-fr': {
        title: 'Panier de bienvenue',
        description:
          'Pain frais, fromages locaux, fruits, vin et petit-déjeuner pour le premier matin, qui vous attend dans votre villa.',
        alt: 'Un panier en osier avec du pain, du fromage et des fruits',
      },
      'es-es': {
        title: 'Cesta de bienvenida',
        description:
          'Pan recién hecho, queso de la zona, fruta, vino y desayuno para la primera mañana, esperándote en tu villa.',
        alt: 'Una cesta de mimbre con pan, queso y fruta',
      },
      'ar-ae': {
        title: 'سلة الترحيب',
        description: 'خبز طازج وجبن محلي وفاكهة ونبيذ وفطور للصباح الأول، تنتظرك في فيلتك.',
        alt: 'سلة من الخوص فيها خبز وجبن وفاكهة',
      },
    },
  },
  {
    uid: 'island-odyssey',
    picture: 'regatta-race',
    data: {
      kind: 'odysseyTrip',
      price: 4500,
      currency: 'GBP',
      per: 'person',
      mode: 'instant',
      max_quantity: 1,
      choose_day: true,
      choose_guests: true,
      on_sale_from_days_before: 90,
      on_sale_until_days_before: -1,
      buyers: 'any adult on the booking',
      refund_until_days_before: 2,
    },
    words: {
      'en-gb': {
        title: 'Island odyssey day trip',
        description: 'A day by boat round the islands, with lunch on a quiet beach. Back by six.',
        alt: 'Sailing boats in the bay',
      },
      'de-de': {
        title: 'Tagesausflug Inselodyssee',
        description:
          'Ein Tag mit dem Boot rund um die Inseln, mit Mittagessen an einem ruhigen Strand. Zurück um sechs.',
        alt: 'Segelboote in der Bucht',
      },
      'fr-fr': {
        title: 'Excursion Odyssée des îles',
        description: 'Une journée en bateau autour des îles, avec déjeuner sur une plage tranquille. Retour à 18 h.',
        alt: 'Des voiliers dans la baie',
      },
      'es-es': {
        title: 'Excursión Odisea por las islas',
        description: 'Un día en barco alrededor de las islas, con comida en una playa tranquila. Vuelta a las seis.',
        alt: 'Veleros en la bahía',
      },
      'ar-ae': {
        title: 'رحلة يوم أوديسة الجزر',
        description: 'يوم بالقارب حول الجزر، مع غداء على شاطئ هادئ. العودة في السادسة.',
        alt: 'قوارب شراعية في الخليج',
      },
    },
  },
  {
    uid: 'private-transfer',
    picture: 'airport-car',
    data: {
      kind: 'transfer',
      price: 12000,
      currency: 'GBP',
      per: 'stay',
      mode: 'on request',
      max_quantity: 1,
      choose_day: false,
      choose_guests: false,
      on_sale_from_days_before: null,
      on_sale_until_days_before: 2,
      buyers: 'lead booker',
      refund_until_days_before: null,
    },
    words: {
      'en-gb': {
        title: 'Private airport transfer',
        description: 'A driver meets you at arrivals and brings you to your villa. We confirm the time and the price.',
        alt: 'A car waiting at the airport',
      },
      'de-de': {
        title: 'Privater Flughafentransfer',
        description:
          'Ein Fahrer empfängt Sie in der Ankunftshalle und bringt Sie zu Ihrer Villa. Wir bestätigen Zeit und Preis.',
        alt: 'Ein Auto wartet am Flughafen',
      },
      'fr-fr': {
        title: 'Transfert privé depuis l’aéroport',
        description:
          'Un chauffeur vous accueille aux arrivées et vous conduit à votre villa. Nous confirmons l’heure et le prix.',
        alt: 'Une voiture qui attend à l’aéroport',
      },
      'es-es': {
        title: 'Traslado privado desde el aeropuerto',
        description: 'Un conductor te recibe en llegadas y te lleva a tu villa. Confirmamos la hora y el precio.',
        alt: 'Un coche esperando en el aeropuerto',
      },
      'ar-ae': {
        title: 'نقل خاص من المطار',
        description: 'يستقبلك سائق في صالة الوصول ويوصلك إلى فيلتك. نؤكد لك الموعد والسعر.',
        alt: 'سيارة تنتظر في المطار',
      },
    },
  },
]

/** One offer's document data in a locale: the English document's price and rules, the locale's words. */
export function offerData(offer: DemoOffer, lang: string, order: number, image: (name: string, alt: string) => Data) {
  const words = offer.words[lang] ?? offer.words['en-gb']!
  return {
    ...offer.data,
    title: words.title,
    description: [{ type: 'paragraph', text: words.description, spans: [] }],
    image: image(offer.picture, words.alt),
    order,
  }
}

// What test/domain/english-literals.test.ts lets through (decision 045).

/** Literals the scan finds that no guest reads as English, per file, each with its reason. */
export const allowedLiterals: Readonly<Record<string, readonly string[]>> = {
  // The brand's name, written the same in every language.
  'src/views/parts/Footer.tsx': ['Guest Hub'],
  'src/views/parts/Logo.tsx': ['Guest Hub'],
  // The JSON API's messages stay English (SPEC §7): programs read them, and the seed's clients match them.
  'src/http/rendering/not-found.tsx': ['Page not found:'],
  'src/routes/api/monitoring.ts': ['Events come from the portal’s own pages.', 'That is not a monitoring event:'],
  'src/routes/api/user-profile.ts': [
    'private, no-store', // a header value
    'Supabase user not found',
    'User profile not found',
    'Error fetching user profile',
  ],
  'src/routes/api/msd.ts': [
    'Unknown extension. Please try again.',
    'That booking-system id is not yours.',
    'Booking not found.',
    'private, no-store', // a header value
    'You have no family group on this booking.',
  ],
  // A header value.
  'src/http/rendering/render.tsx': ['private, no-store'],
  // A symbol's description, never shown.
  'src/http/rendering/html-stream.ts': ['not yet'],
  // The reminder timings as the content service writes them (its Select's labels, matched by parseTiming), and the
  // name of the group for a timing it cannot read: wire values and keys; a guest reads the home_timing_… headings.
  'src/features/reminders/reminder-timing.ts': [
    'After booking',
    'Two months',
    'Three weeks',
    'Mid stay',
    'Post stay',
    'Any time',
  ],
  // Where a part of advance information stands for a guest: values the views compare, never shown.
  'src/features/advance-information/guest-progress.ts': ['to do', 'not yours'],
  // SPEC §5 and §8 word for word, sent only as the JSON API's `message` (SPEC §7: English for programs); the page that
  // shows a failed bookings read words it with bookings_unavailable.
  'src/domain/request-ids.ts': [
    'Missing required data. Please try again.',
    'Invalid GUID format. Please try again.',
    'Missing required data [D]. Please try again.',
    'Missing required data [O]. Please try again.',
    'An unknown error occurred while fetching bookings.',
    'Failed to initialise bookings store: User not authenticated.',
  ],
  // The installed app's manifest, written once at build time for every language (scripts/build-offline.ts): the brand,
  // and a description the browser keeps; a manifest per language is a change to the build and the document's head.
  'src/domain/app-identity.ts': [
    'Guest Hub',
    'Your holiday: bookings, who is coming, wellness visits and what to arrange, even offline.',
  ],
  // A read's outcome compared in code, and TypeScript generics the scan reads as JSX text.
  'src/routes/booking-page.tsx': ['no booking', 'export type BookingRead', 'Promise'],
  // TypeScript generics the scan reads as JSX text.
  'src/features/bookings/home.tsx': ['new Promise', 'readonly contactId: Promise', 'readonly bookings: Promise'],
  'src/features/bookings/HomePage.tsx': ['readonly extras?: Promise'],
  'src/features/bookings/MyBookingsPage.tsx': ['readonly wellness?: Promise'],
  // What monitoring reports carry in place of a token or an address: for the team, not for guests.
  // RangeErrors for a date the booking or wellness system got wrong: caught by the calendar route and reported to
  // monitoring; the guest reads itinerary_calendar_failed instead.
  'src/features/itinerary/ics.ts': [
    "Not a language tag: ' '",
    'Calendar event   ends before it starts',
    'Calendar event   mixes an all-day and a timed start and end',
    "Not a calendar date: ' '",
    "Not a wall-clock time in  : ' '",
  ],
  // Reminder timings as the content names them (SPEC §9) and a progress step: values compared, never shown.
  'src/features/itinerary/itinerary-deadlines.ts': [
    'After booking',
    'Two months',
    'Three weeks',
    'Mid stay',
    'Post stay',
    'to do',
  ],
  // The schedule request's checks answer the JSON API (POST /api/user/mindbody/handler), English for programs (SPEC §7).
  'src/features/wellness/wellness.ts': [
    'startDate must be a real date written YYYY-MM-DD.',
    'endDate must be a real date written YYYY-MM-DD.',
    'endDate must not be before startDate.',
    'The dates may span at most   days.',
  ],
  // An outcome's value (ItineraryOutcome), not words.
  'src/features/itinerary/reads.ts': ['no booking'],
  // A Cache-Control header's value.
  'src/routes/account/calendar.ts': ['private, no-store'],
  // The JSON API's messages stay English for the programs that call it (SPEC §7); a Cache-Control header's value.
  'src/routes/api/wellness.ts': [
    'private, no-store',
    'Supabase user not found',
    'Unknown endpoint: only clientschedule is available.',
    'That wellness client id is not yours.',
    'The wellness schedule is unavailable just now. Please try again later.',
  ],
  // Companions (decision 033). Refusal reasons are for monitoring, never shown: they name why, not who.
  'src/features/companions/invitation-rules.ts': [
    'not the lead booker',
    'not on the booking',
    'the lead booker',
    'no contact',
    'already joined',
    'already invited',
    'address taken',
    'no invitation',
    'address of another guest',
  ],
  // The booking system's product names, written into upgrade requests and read back from them (the resort's team
  // reads them in English); guests read `membershipNameKeys`.
  'src/domain/membership.ts': [
    'Adult membership',
    'Child membership',
    'Infant membership',
    'Paddleboard Upgrade',
    'Full Watersports Upgrade',
    'Deli Crèche',
    'Powerboat Course',
    'Ski Tows',
    'Private Tennis Lessons',
  ],
  // An error's message for monitoring.
  'src/features/companions/invitation-outcomes.ts': ['Invitation email failed ( )'],
  // A refusal reason for monitoring.
  'src/features/companions/reads.ts': ['not on a booking'],
  // Refusal reasons compared or reported (monitoring); a TypeScript return type the scan reads as JSX text.
  'src/routes/account/companions.tsx': ['already invited', 'already joined', 'not an address', 'Promise'],
  // The JSON API answers programs in English (SPEC §7); a refusal reason (monitoring); a Cache-Control value.
  'src/routes/api/invitations.ts': ['Please sign in first.', 'private, no-store', 'not an address'],
  // A TypeScript declaration the scan reads as JSX text.
  'src/features/companions/CompanionSlot.tsx': ['interface SlotProps'],
  // Which postcode a country uses, in English: the key the messages select on (advance_postcode_name and the
  // sentences that ask for it), never shown as it is.
  'src/features/advance-information/address-formats.ts': ['ZIP code', 'postal code', 'PIN code'],
  // Airports by their own place names, as tickets and departure boards write them in every language.
  'src/features/advance-information/airports.ts': [
    'Palma de Mallorca',
    'London Gatwick',
    'London Heathrow',
    'London Stansted',
    'New York JFK',
  ],
  // ISO 3166-1 country codes; the names a guest reads come from Intl.DisplayNames in their language.
  'src/domain/countries.ts': [
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ',
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO',
    'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE',
    'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO',
    'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW',
    'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM',
    'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW',
  ],
  // An assertion for developers (tiny-invariant), never shown to a guest.
  'src/routes/account/advance-information/flight.tsx': ['the flight form accepts only airports it knows'],
  // A part's step as guest-progress.ts names it (PartStep), compared, never shown.
  'src/features/advance-information/AdvanceInformationPage.tsx': ['to do'],
  // The publish webhook's JSON answers, read by the content service's webhook log and its operators: API messages stay
  // English (SPEC §7).
  'src/routes/api/content.ts': [
    'The publish webhook is not set up: set PRISMIC_WEBHOOK_SECRET (wrangler secret put).',
    'That webhook secret is not ours. Set the same secret in the content repository’s webhook settings and in PRISMIC_WEBHOOK_SECRET.',
    'The cached master ref is dropped: the next page reads the new content.',
  ],
  // The portal's name, as the title of a content page the editors left without one.
  'src/routes/content-page.tsx': ['Guest Hub'],
  // Class names of the status labels, never shown.
  'src/features/extras/ExtrasSection.tsx': ['status status--done', 'status status--invoiced', 'status status--pending'],
  // A monitoring report's message when an extra is shown as Pending: for the team, not for guests.
  'src/features/extras/booking-extras.ts': ['Extras shown as Pending:'],
  'src/domain/limits.ts': [
    // What each row counts, in operators' words: the log line of a refusal and deploy:check read it, no guest does.
    'password and sign-in code attempts from one network address',
    'password and sign-in code attempts for one email address',
    'password-link, confirmation-link and sign-in code requests from one network address',
    'password-link and confirmation-link requests for one email address',
    'sign-in code requests for one email address',
    'browser monitoring events from one network address',
    'invitation emails for one booking',
    'messages to the resort from one guest (issue 42)',
    // deploy:check's problems with wrangler.toml, for whoever deploys.
    'rate limit   is missing (  per   s)',
    'rate limit namespace_id   is used by more than one binding: they would share counters',
  ],
  // A refusal's log line.
  'src/scope/limits.ts': ['Limit reached:     per   s'],
  // Why a code was refused, for the monitoring report only (the guest reads the catalogue's sentence).
  'src/routes/account/login-code.tsx': ['wrong code'],
  // A monitoring report's message for a booking whose dates look wrong: for the team.
  'src/features/itinerary/stay-length.ts': ["A stay of   nights is longer than  : the booking's dates look wrong"],
  // An SVG attribute value (preserveAspectRatio), never read.
  'src/views/parts/ResortScene.tsx': ['xMidYMax slice'],
  // Not a text: code the scan reads between a comparison's `>` and `<`.
  'src/features/itinerary/ItineraryItems.tsx': ['return'],
  // The live socket's refusals, for the island's WebSocket client, never shown.
  'src/routes/account/messages.tsx': ['A WebSocket upgrade is expected', 'Not found'],
  // The Dataverse webhook's answers and log lines: for the booking system's retry and the team (SPEC §7: English for programs).
  'src/routes/api/dynamics-messages.ts': [
    'No such message in the booking system now: nothing to tell.',
    'Not the Create of a portal message (RemoteExecutionContext expected).',
    'That key is not ours: set the same key on the service endpoint and in DYNAMICS_WEBHOOK_KEY.',
    'The booking system could not be read: try again.',
    'Told   open page(s).',
    'Webhook refused: DYNAMICS_WEBHOOK_KEY is not set',
    'Webhook refused: wrong or missing key',
  ],
  // Stripe's webhook answers (read by Stripe and the team), and the value naming a refund that came too early.
  'src/routes/api/stripe.ts': [
    'The payment this refunds is not recorded yet.',
    'The signature does not match this endpoint’s secret.',
    'too early',
  ],
  // Values the routes compare (why a read found nothing, where paying leads, a cancel's outcome), and code the scan
  // reads between a type's `<` and `>`; never shown.
  'src/routes/account/buy-extra.tsx': ['no booking', 'not found', 'Promise'],
  'src/routes/account/extra-orders.tsx': ['payment page', 'not allowed', 'Promise', 'try'],
  // The features' own work: errors and log lines for monitoring and the team, the names of the store's operations in
  // its errors, the values their outcomes are compared by, the content's timing labels, a link's rel; never shown.
  'src/features/messages/MessageItem.tsx': ['nofollow ugc noreferrer'],
  'src/features/messages/answer-notice.ts': ['notice readers read'],
  'src/features/messages/message-text.ts': ['too long'],
  'src/features/messages/thread-object.ts': [
    'A WebSocket upgrade is expected',
    'No reader',
    "An answer's notice was not sent to every guest after   attempts",
  ],
  'src/features/payments/buy-steps.ts': ['no booking', 'not found', 'payment page'],
  'src/features/payments/buy.ts': ['Booking   has no booking account to put an order on'],
  'src/features/payments/guest-orders.ts': ['not allowed', 'Extra   kept changing while it was claimed for payment'],
  'src/features/payments/order-token.ts': ['guest-portal order review:'],
  'src/features/payments/pay.ts': [
    'payment page',
    'No order',
    'Order   kept changing while its payment page was opened',
  ],
  'src/features/payments/record.ts': [
    'no order',
    'too early',
    'No order   on booking',
    'Order   paid twice:   refunded',
    'Order   kept changing while its payment was recorded',
  ],
  'src/features/reminders/choices-table.ts': ['reminder settings read', 'reminder settings save'],
  'src/features/reminders/devices-table.ts': ['push devices read', 'push device save', 'push device delete'],
  'src/features/reminders/devices.ts': [
    'must be base64url',
    'must be   bytes',
    'must be an IANA time zone',
    'must be https',
  ],
  'src/features/reminders/due.ts': ['After booking', 'Two months', 'Three weeks'],
  'src/features/reminders/guests.ts': ['reminder guests read', 'reminder guest read'],
  'src/features/reminders/queue-message.ts': ['a path on the portal'],
  'src/features/reminders/reads.ts': ['to do', 'The itinerary is', 'The itinerary lacks'],
  'src/features/reminders/send.ts': [
    'turned off',
    'no address',
    'not configured',
    'all gone',
    'The guest could not be read ( )',
    'The email was not sent:',
  ],
  'src/features/reminders/sending-hours.ts': ['Cannot read the time in', 'Cannot read   in'],
  'src/features/reminders/store.ts': [
    'delivery claim',
    'delivery queue',
    'delivery unqueue',
    'delivery read',
    'delivery sent',
    'delivery release',
    'delivery failed',
  ],
}

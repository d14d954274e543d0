// What the demo restaurant is made of: its clients, its team, its menu and the sentences people
// write. Every organisation, person and address is made up; e-mail addresses use the reserved
// `.example` domain, so nothing generated can reach a real inbox. Texts come in the language of the
// organisation they belong to (Slovenian clients write and are written to in Slovenian).
import type { Allergen, Language, StopType } from '../generated/prisma/enums.ts';

export type ClientKind = 'coach' | 'agency' | 'school' | 'club' | 'company';

export interface CatalogueClient {
  key: string;
  name: string;
  kind: ClientKind;
  language: Language;
  country: string;
  city: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** How often it books, relative to the others (regulars 4–6, occasional 1). */
  weight: number;
}

/** The approved clients, in the order their accounts were opened. */
export const APPROVED_CLIENTS: readonly CatalogueClient[] = [
  { key: 'alpenblick', name: 'Alpenblick Reisen GmbH', kind: 'coach', language: 'en', country: 'Austria', city: 'Graz', firstName: 'Stefan', lastName: 'Huber', phone: '+43 316 482 190', weight: 6 },
  { key: 'kovac', name: 'Avtoprevozi Kovač d.o.o.', kind: 'coach', language: 'sl', country: 'Slovenija', city: 'Ljubljana', firstName: 'Matej', lastName: 'Kovač', phone: '+386 1 520 44 10', weight: 6 },
  { key: 'bavaria', name: 'Bavaria Coach Tours GmbH', kind: 'coach', language: 'en', country: 'Germany', city: 'Munich', firstName: 'Thomas', lastName: 'Bauer', phone: '+49 89 2180 4410', weight: 5 },
  { key: 'soncnica', name: 'Turistična agencija Sončnica', kind: 'agency', language: 'sl', country: 'Slovenija', city: 'Maribor', firstName: 'Nina', lastName: 'Zupančič', phone: '+386 2 330 12 80', weight: 4 },
  { key: 'jadran', name: 'Jadran Tours d.o.o.', kind: 'coach', language: 'en', country: 'Croatia', city: 'Rijeka', firstName: 'Ivana', lastName: 'Horvat', phone: '+385 51 330 120', weight: 4 },
  { key: 'laguna', name: 'Laguna Viaggi srl', kind: 'agency', language: 'en', country: 'Italy', city: 'Venice', firstName: 'Giulia', lastName: 'Rossi', phone: '+39 041 520 3344', weight: 3 },
  { key: 'golob', name: 'Izletniški prevozi Golob', kind: 'coach', language: 'sl', country: 'Slovenija', city: 'Celje', firstName: 'Andrej', lastName: 'Golob', phone: '+386 3 490 22 70', weight: 4 },
  { key: 'donautal', name: 'Donautal Bustouristik', kind: 'coach', language: 'en', country: 'Austria', city: 'Linz', firstName: 'Eva', lastName: 'Leitner', phone: '+43 732 771 560', weight: 3 },
  { key: 'heritage', name: 'Heritage Coach Holidays Ltd', kind: 'coach', language: 'en', country: 'United Kingdom', city: 'York', firstName: 'James', lastName: 'Whitaker', phone: '+44 1904 620 118', weight: 3 },
  { key: 'vltava', name: 'Vltava Tours s.r.o.', kind: 'agency', language: 'en', country: 'Czechia', city: 'Prague', firstName: 'Jana', lastName: 'Nováková', phone: '+420 224 810 552', weight: 3 },
  { key: 'upokojenci', name: 'Društvo upokojencev Zeleni breg', kind: 'club', language: 'sl', country: 'Slovenija', city: 'Novo mesto', firstName: 'Franc', lastName: 'Hribar', phone: '+386 7 332 18 40', weight: 2 },
  { key: 'dolomiti', name: 'Dolomiti Bus Tours', kind: 'coach', language: 'en', country: 'Italy', city: 'Trento', firstName: 'Marco', lastName: 'Bianchi', phone: '+39 0461 238 910', weight: 3 },
  { key: 'balaton', name: 'Balaton Travel Kft.', kind: 'agency', language: 'en', country: 'Hungary', city: 'Budapest', firstName: 'Péter', lastName: 'Nagy', phone: '+36 1 411 2350', weight: 2 },
  { key: 'lipovgaj', name: 'Osnovna šola Lipov gaj', kind: 'school', language: 'sl', country: 'Slovenija', city: 'Kranj', firstName: 'Tadeja', lastName: 'Kralj', phone: '+386 4 280 15 30', weight: 1 },
  { key: 'tatra', name: 'Tatra Travel sp. z o.o.', kind: 'coach', language: 'en', country: 'Poland', city: 'Kraków', firstName: 'Katarzyna', lastName: 'Nowak', phone: '+48 12 430 2260', weight: 2 },
  { key: 'istra', name: 'Istra Express', kind: 'coach', language: 'en', country: 'Croatia', city: 'Pula', firstName: 'Luka', lastName: 'Babić', phone: '+385 52 380 440', weight: 2 },
  { key: 'rheinland', name: 'Rheinland Gruppenreisen', kind: 'agency', language: 'en', country: 'Germany', city: 'Cologne', firstName: 'Julia', lastName: 'Schmitz', phone: '+49 221 9130 227', weight: 2 },
  { key: 'lipa', name: 'Pevski zbor Lipa', kind: 'club', language: 'sl', country: 'Slovenija', city: 'Koper', firstName: 'Mojca', lastName: 'Vidmar', phone: '+386 5 610 42 90', weight: 1 },
  { key: 'tulip', name: 'Tulip Coach Holidays B.V.', kind: 'coach', language: 'en', country: 'Netherlands', city: 'Utrecht', firstName: 'Sanne', lastName: 'de Vries', phone: '+31 30 240 7781', weight: 2 },
  { key: 'nordlicht', name: 'Nordlicht Busreisen', kind: 'coach', language: 'en', country: 'Germany', city: 'Hamburg', firstName: 'Lars', lastName: 'Petersen', phone: '+49 40 3290 1164', weight: 2 },
  { key: 'hampton', name: 'Hampton Grove School', kind: 'school', language: 'en', country: 'United Kingdom', city: 'Reading', firstName: 'Rachel', lastName: 'Hughes', phone: '+44 118 960 2214', weight: 1 },
  { key: 'gorskicvet', name: 'Planinsko društvo Gorski cvet', kind: 'club', language: 'sl', country: 'Slovenija', city: 'Škofja Loka', firstName: 'Boštjan', lastName: 'Kos', phone: '+386 4 512 33 60', weight: 1 },
  { key: 'thistle', name: 'Thistle Tours', kind: 'agency', language: 'en', country: 'United Kingdom', city: 'Edinburgh', firstName: 'Fiona', lastName: 'MacLeod', phone: '+44 131 550 2876', weight: 2 },
  { key: 'helvetia', name: 'Helvetia Car Reisen AG', kind: 'coach', language: 'en', country: 'Switzerland', city: 'Bern', firstName: 'Urs', lastName: 'Keller', phone: '+41 31 318 4470', weight: 2 },
  { key: 'jadranka', name: 'Potovalni klub Jadranka', kind: 'agency', language: 'sl', country: 'Slovenija', city: 'Nova Gorica', firstName: 'Petra', lastName: 'Mlakar', phone: '+386 5 330 71 20', weight: 2 },
  { key: 'nordic', name: 'Nordic Bus Holidays ApS', kind: 'coach', language: 'en', country: 'Denmark', city: 'Aarhus', firstName: 'Mette', lastName: 'Jensen', phone: '+45 86 120 455', weight: 1 },
  { key: 'flanders', name: 'Flanders Group Travel', kind: 'agency', language: 'en', country: 'Belgium', city: 'Ghent', firstName: 'Pieter', lastName: 'Claes', phone: '+32 9 234 1180', weight: 1 },
  { key: 'kranjec', name: 'Elektro Kranjec d.o.o.', kind: 'company', language: 'sl', country: 'Slovenija', city: 'Ptuj', firstName: 'Simona', lastName: 'Kranjec', phone: '+386 2 749 30 15', weight: 1 },
  { key: 'pilgrim', name: 'Danube Pilgrim Journeys', kind: 'agency', language: 'en', country: 'Austria', city: 'Vienna', firstName: 'Maria', lastName: 'Gruber', phone: '+43 1 512 6630', weight: 1 },
  { key: 'wicklow', name: 'Wicklow Wheelers Cycling Club', kind: 'club', language: 'en', country: 'Ireland', city: 'Bray', firstName: 'Seán', lastName: 'Byrne', phone: '+353 1 286 4410', weight: 1 },
  { key: 'karst', name: 'Karst & Coast Incoming', kind: 'agency', language: 'en', country: 'Slovenia', city: 'Sežana', firstName: 'Tina', lastName: 'Furlan', phone: '+386 5 731 20 60', weight: 2 },
];

/** Accounts that registered and confirmed their address, waiting for staff to approve them. */
export const PENDING_CLIENTS: readonly CatalogueClient[] = [
  { key: 'panorama', name: 'Panorama Reisen Steiermark', kind: 'coach', language: 'en', country: 'Austria', city: 'Leoben', firstName: 'Klaus', lastName: 'Steiner', phone: '+43 3842 415 20', weight: 0 },
  { key: 'zlatirog', name: 'Turistično društvo Zlati rog', kind: 'club', language: 'sl', country: 'Slovenija', city: 'Bohinj', firstName: 'Urška', lastName: 'Rozman', phone: '+386 4 572 10 45', weight: 0 },
  { key: 'sunrise', name: 'Sunrise Coaches Ltd', kind: 'coach', language: 'en', country: 'United Kingdom', city: 'Leeds', firstName: 'Oliver', lastName: 'Grant', phone: '+44 113 496 0821', weight: 0 },
];

/** The one blocked client: it booked, did not come three times, and was stopped. */
export const BLOCKED_CLIENT: CatalogueClient = {
  key: 'express',
  name: 'Express Group Travel',
  kind: 'agency',
  language: 'en',
  country: 'Germany',
  city: 'Stuttgart',
  firstName: 'Dieter',
  lastName: 'Schuster',
  phone: '+49 711 2280 935',
  weight: 2,
};

export const BLOCK_REASON =
  'Three bookings in a row without arriving or calling. New bookings only by phone, after a talk with the manager.';

export const STREETS: Record<Language, readonly string[]> = {
  en: ['Hauptstraße 12', 'Station Road 4', 'Via Roma 21', 'Market Square 7', 'Kaiserstraße 33', 'Harbour Lane 2', 'Ringstraße 18'],
  sl: ['Cankarjeva ulica 5', 'Glavni trg 12', 'Partizanska cesta 3', 'Tržaška cesta 41', 'Prešernova ulica 9', 'Kolodvorska ulica 14'],
};

// ————— the team —————

/** One password for every demo sign-in: it is printed at start-up and only ever opens made-up accounts. */
export const DEMO_PASSWORD = 'stopover-demo';

export const DEMO_STAFF = {
  manager: { name: 'Maja Novak', email: 'manager@stopover.example', language: 'en' as Language },
  staff: { name: 'Luka Kranjc', email: 'luka@stopover.example', language: 'sl' as Language },
} as const;

export type StaffKey = keyof typeof DEMO_STAFF;

// ————— the menu —————

export interface CatalogueDish {
  key: string;
  stopType: StopType;
  nameEn: string;
  nameSl: string;
  descriptionEn?: string;
  descriptionSl?: string;
  /** Its own price in cents; null: included in the stop's per-guest price. */
  priceCents: number | null;
  allergens: readonly Allergen[];
  vegetarian?: boolean;
  vegan?: boolean;
}

/**
 * The menu as the manager left it: the nine dishes every installation starts with (matched by their
 * English name), now with allergens and diets, and three added ones, two of them at their own price.
 */
export const MENU: readonly CatalogueDish[] = [
  { key: 'coffee', stopType: 'SHORT_STOP', nameEn: 'Coffee', nameSl: 'Kava', descriptionEn: 'Espresso, cappuccino or white coffee', descriptionSl: 'Espresso, kapučino ali bela kava', priceCents: null, allergens: ['MILK'], vegetarian: true },
  { key: 'tea', stopType: 'SHORT_STOP', nameEn: 'Tea', nameSl: 'Čaj', descriptionEn: 'Black, green, fruit or herbal tea', descriptionSl: 'Črni, zeleni, sadni ali zeliščni čaj', priceCents: null, allergens: [], vegan: true },
  { key: 'doughnuts', stopType: 'SHORT_STOP', nameEn: 'Doughnuts', nameSl: 'Krofi', descriptionEn: 'Filled with apricot jam', descriptionSl: 'Polnjeni z marelično marmelado', priceCents: null, allergens: ['GLUTEN', 'EGGS', 'MILK'], vegetarian: true },
  { key: 'pastries', stopType: 'SHORT_STOP', nameEn: 'Pastries', nameSl: 'Pecivo', descriptionEn: 'Croissants and sweet pastries of the day', descriptionSl: 'Rogljički in sladko pecivo dneva', priceCents: null, allergens: ['GLUTEN', 'EGGS', 'MILK', 'NUTS'], vegetarian: true },
  { key: 'soup', stopType: 'LONG_STOP', nameEn: 'Beef soup with noodles', nameSl: 'Goveja juha z rezanci', priceCents: null, allergens: ['GLUTEN', 'EGGS', 'CELERY'] },
  { key: 'goulash', stopType: 'LONG_STOP', nameEn: 'Goulash with bread', nameSl: 'Golaž s kruhom', priceCents: null, allergens: ['GLUTEN', 'CELERY'] },
  { key: 'schnitzel', stopType: 'LONG_STOP', nameEn: 'Wiener schnitzel with potatoes', nameSl: 'Dunajski zrezek s krompirjem', priceCents: null, allergens: ['GLUTEN', 'EGGS', 'MILK'] },
  { key: 'risotto', stopType: 'LONG_STOP', nameEn: 'Vegetable risotto (vegetarian)', nameSl: 'Zelenjavna rižota (vegetarijanska)', priceCents: null, allergens: ['MILK', 'CELERY'], vegetarian: true },
  { key: 'strudel', stopType: 'LONG_STOP', nameEn: 'Apple strudel', nameSl: 'Jabolčni zavitek', priceCents: null, allergens: ['GLUTEN', 'EGGS', 'MILK', 'NUTS'], vegetarian: true },
  {
    key: 'barley',
    stopType: 'LONG_STOP',
    nameEn: 'Barley stew with mushrooms (vegan)',
    nameSl: 'Ričet z gobami (veganski)',
    descriptionEn: 'Pearl barley, beans and forest mushrooms',
    descriptionSl: 'Ješprenj, fižol in gozdne gobe',
    priceCents: null,
    allergens: ['GLUTEN', 'CELERY'],
    vegan: true,
  },
  {
    key: 'trout',
    stopType: 'LONG_STOP',
    nameEn: 'Grilled trout with Swiss chard',
    nameSl: 'Postrv na žaru z blitvo',
    descriptionEn: 'Soča trout, chard and potatoes',
    descriptionSl: 'Soška postrv, blitva in krompir',
    priceCents: 650,
    allergens: ['FISH'],
  },
  {
    key: 'kremsnita',
    stopType: 'LONG_STOP',
    nameEn: 'Cream slice',
    nameSl: 'Kremna rezina',
    descriptionEn: 'Vanilla cream and puff pastry',
    descriptionSl: 'Vaniljeva krema in listnato testo',
    priceCents: 390,
    allergens: ['GLUTEN', 'EGGS', 'MILK'],
    vegetarian: true,
  },
];

/** The main courses a pre-order chooses from, and the extras added now and then. */
export const MAIN_DISHES = ['goulash', 'schnitzel', 'risotto', 'trout', 'soup'] as const;
export const EXTRA_DISHES = ['strudel', 'kremsnita'] as const;

/** Prices per guest the manager set (cents). */
export const STOP_PRICES: Record<StopType, number> = { SHORT_STOP: 490, LONG_STOP: 1890 };

/** The allergies groups report in pre-orders, most common first. */
export const REPORTED_ALLERGENS: readonly Allergen[] = ['GLUTEN', 'MILK', 'NUTS', 'EGGS', 'CELERY', 'FISH', 'SESAME'];

// ————— people and sentences —————

export const FIRST_NAMES: Record<Language, readonly string[]> = {
  en: ['Anna', 'Michael', 'Sophie', 'Peter', 'Laura', 'Daniel', 'Emma', 'Martin', 'Clara', 'Jonas', 'Hannah', 'Paul', 'Lucia', 'Marco', 'Eva', 'Tomas', 'Greta', 'Felix'],
  sl: ['Janez', 'Marija', 'Miha', 'Petra', 'Rok', 'Nina', 'Tina', 'Jure', 'Ana', 'Matej', 'Urška', 'Gregor', 'Maja', 'Blaž'],
};

export const LAST_NAMES: Record<Language, readonly string[]> = {
  en: ['Huber', 'Müller', 'Weber', 'Rossi', 'Horvat', 'Novák', 'Kowalski', 'de Vries', 'Smith', 'Taylor', 'Jensen', 'Keller', 'Nagy', 'Bauer', 'Fischer', 'Moretti'],
  sl: ['Novak', 'Horvat', 'Krajnc', 'Zupan', 'Potočnik', 'Kovačič', 'Mlakar', 'Vidmar', 'Kos', 'Golob', 'Turk', 'Božič', 'Kralj', 'Oblak'],
};

/** What a group writes with its booking: where it is going. */
export const ROUTES: Record<Language, readonly string[]> = {
  en: [
    'Day 3 of our Adriatic tour: Vienna to Piran.',
    'On the way from Munich to Opatija.',
    'Graz to Venice, one stop for lunch.',
    'Round trip to the Postojna Cave and Lake Bled.',
    'Transfer from Ljubljana airport to Portorož.',
    'Budapest to Trieste; the group is tired, a quiet corner would be nice.',
    'Pilgrimage to Brezje, then on to the coast.',
    'Prague to Rovinj, second coach follows an hour later.',
  ],
  sl: [
    'Na poti iz Maribora v Piran.',
    'Izlet v Postojnsko jamo in na Predjamski grad.',
    'Ekskurzija v Škocjanske jame.',
    'Na poti na morje, v Strunjan.',
    'Enodnevni izlet na Kras in v Lipico.',
    'Povratek z gostovanja v Trstu.',
  ],
};

export const WISHES: Record<Language, readonly string[]> = {
  en: [
    'Two vegetarians, one gluten-free.',
    'Please seat us together, near the windows if possible.',
    'Coffee ready on arrival, please: we have a tight schedule.',
    'One guest uses a wheelchair.',
    'A birthday in the group: a candle on the strudel would be lovely.',
    'The driver and the guide eat at a separate table.',
  ],
  sl: [
    'Dva vegetarijanca, en gost brez glutena.',
    'Prosimo za skupno mizo, če je mogoče ob oknih.',
    'Kava naj bo pripravljena ob prihodu, časa imamo malo.',
    'En gost je na invalidskem vozičku.',
    'V skupini praznuje rojstni dan, svečka na zavitku bi ga razveselila.',
  ],
};

/** A client's question and the restaurant's answer: the conversation on a reservation. */
export const CONVERSATIONS: Record<Language, ReadonlyArray<{ question: string; answer: string; thanks?: string }>> = {
  en: [
    {
      question: 'Hello, could you prepare four vegetarian meals? Two of our guests are also lactose intolerant.',
      answer: 'Of course, it is noted. The vegetable risotto can be made without butter and cheese for them.',
      thanks: 'Wonderful, thank you!',
    },
    {
      question: 'Our coach may be about 20 minutes late because of roadworks near Postojna. Is that a problem?',
      answer: 'No problem, we keep your tables. Just call us if it gets later than half an hour.',
    },
    {
      question: 'Is there parking for a 15-metre coach, and somewhere the driver can rest?',
      answer: 'Yes: the coach park behind the building takes two coaches, and the driver has a quiet room and a free meal.',
      thanks: 'Perfect, see you then.',
    },
    {
      question: 'Can we pay by invoice? Please send it to our accounts department.',
      answer: 'Yes, we send the invoice the day after your visit. Which address should it go to?',
    },
    {
      question: 'We will have a guest in a wheelchair. Is the dining room step-free?',
      answer: 'Yes, the entrance, the dining room and the toilets are all step-free.',
      thanks: 'Thank you, that helps a lot.',
    },
  ],
  sl: [
    {
      question: 'Pozdravljeni, ali lahko pripravite štiri vegetarijanske obroke? Dva gosta ne smeta mleka.',
      answer: 'Seveda, zabeleženo. Zelenjavno rižoto jima pripravimo brez masla in sira.',
      thanks: 'Odlično, hvala!',
    },
    {
      question: 'Avtobus bo zaradi del na cesti pri Vrhniki morda zamudil kakih 20 minut. Je to težava?',
      answer: 'Ni težav, mize vas počakajo. Če bo zamuda daljša od pol ure, nas pokličite.',
    },
    {
      question: 'Ali imate parkirišče za 15-metrski avtobus in prostor, kjer se voznik lahko odpočije?',
      answer: 'Da, za stavbo je parkirišče za dva avtobusa, voznik ima mirno sobo in brezplačen obrok.',
      thanks: 'Super, se vidimo.',
    },
    {
      question: 'Ali lahko plačamo po računu? Pošljite ga, prosim, v računovodstvo.',
      answer: 'Seveda, račun pošljemo dan po obisku. Na kateri naslov?',
    },
  ],
};

/** Staff's note when a booking needs coordinating (WAITING), written to the client. */
export const COORDINATION_NOTES: Record<Language, readonly string[]> = {
  en: [
    'The dining room is booked for a wedding until 13:00 that day. Could you come at 13:15 instead? Please confirm by phone or reply here.',
    'We can seat 60 guests at that time, not more. Please confirm the final headcount.',
    'Could you tell us how many of the guests want a full lunch and how many only soup?',
  ],
  sl: [
    'Tisti dan je jedilnica do 13. ure zasedena zaradi poroke. Bi lahko prišli ob 13.15? Prosimo, potrdite po telefonu ali tukaj.',
    'Ob tej uri lahko posedemo največ 60 gostov. Prosimo, potrdite končno število.',
  ],
};

export const DECLINE_NOTES: Record<Language, readonly string[]> = {
  en: ['We are sorry: the restaurant is closed for a private event that day.', 'We are sorry: that day is fully booked by a conference.'],
  sl: ['Žal nam je: tisti dan je restavracija zaprta zaradi zasebnega dogodka.', 'Žal nam je: tisti dan je vse zasedeno zaradi konference.'],
};

export const CLIENT_CANCELLATION_NOTES: Record<Language, readonly string[]> = {
  en: ['Cancelled by phone: the tour was called off.', 'The client called: the coach broke down near Villach.', 'Cancelled by e-mail: too few participants.'],
  sl: ['Preklicano po telefonu: izlet je odpovedan.', 'Stranka je poklicala: avtobus se je pokvaril.', 'Preklicano po e-pošti: premalo prijavljenih.'],
};

export const STAFF_CANCELLATION_NOTES: Record<Language, readonly string[]> = {
  en: ['Cancelled by us: a power cut in the kitchen. We apologised and offered another day.'],
  sl: ['Preklicali smo mi: v kuhinji ni bilo elektrike. Opravičili smo se in ponudili drug dan.'],
};

export const NO_SHOW_NOTES: Record<Language, readonly string[]> = {
  en: ['Nobody came and nobody called; we held the tables until 14:00.'],
  sl: ['Nihče ni prišel in nihče ni poklical; mize smo držali do 14. ure.'],
};

/** Staff's internal notes on a reservation (never shown to the client). */
export const RESERVATION_NOTES: Record<Language, readonly string[]> = {
  en: [
    'Coeliac guest: keep the gluten-free bread apart.',
    'They asked for the terrace if the weather is good.',
    'Driver arrives 15 minutes early to park; guide pays the extras in cash.',
    'Second coach of the same tour an hour later: seat them apart.',
  ],
  sl: ['Gost s celiakijo: kruh brez glutena posebej.', 'Če bo lepo vreme, želijo na teraso.', 'Voznik pride 15 minut prej, da parkira.'],
};

/** Staff's internal notes on a client's card. */
export const CLIENT_NOTES: Record<Language, readonly string[]> = {
  en: [
    'Regular since spring: often two coaches on Saturdays. The driver likes the schnitzel.',
    'Pays by invoice within 30 days; invoices to the accounts address, not the office.',
    'Call before confirming large groups: they tend to cancel late.',
    'The guide speaks Slovenian; ask for the guide when calling.',
  ],
  sl: ['Stalna stranka: ob sobotah pogosto dva avtobusa. Voznik ima rad dunajski zrezek.', 'Plačujejo po računu v 30 dneh.', 'Pred potrditvijo velikih skupin pokličite: radi odpovedo v zadnjem trenutku.'],
};

/** What some groups write after their visit. */
export const AFTER_VISIT: Record<Language, readonly string[]> = {
  en: ['Thank you for the lovely lunch, the group was delighted!', 'Thanks again: quick service and a warm welcome. See you on the next tour.'],
  sl: ['Hvala za odlično kosilo, skupina je bila navdušena!', 'Še enkrat hvala za hitro postrežbo. Se vidimo na naslednjem izletu.'],
};

// ————— billing —————

/** The restaurant as the seller on its invoices. */
export const DEMO_SELLER = {
  legalName: 'Stopover gostinstvo d.o.o.',
  addressLine: 'Tržaška cesta 1',
  postcode: '1370',
  city: 'Logatec',
  countryCode: 'SI',
  vatId: 'SI76543218',
  registrationNumber: '9876543000',
  email: 'racuni@stopover.example',
  iban: 'SI56 1910 0000 0123 438',
  bic: 'DBSISI2X',
  invoiceFooterEn: 'Registered at the District Court of Ljubljana. Thank you for stopping with us!',
  invoiceFooterSl: 'Vpisana pri Okrožnem sodišču v Ljubljani. Hvala, ker se ustavite pri nas!',
};

/** ISO 3166 codes of the countries the clients come from, as the catalogue names them. */
export const COUNTRY_CODES: Record<string, string> = {
  Austria: 'AT',
  Belgium: 'BE',
  Croatia: 'HR',
  Czechia: 'CZ',
  Denmark: 'DK',
  Germany: 'DE',
  Hungary: 'HU',
  Ireland: 'IE',
  Italy: 'IT',
  Netherlands: 'NL',
  Poland: 'PL',
  Slovenia: 'SI',
  Slovenija: 'SI',
  Switzerland: 'CH',
  'United Kingdom': 'GB',
};

/** Each client city's postcode, as its own country writes it. */
export const POSTCODES: Record<string, string> = {
  Aarhus: '8000',
  Bern: '3011',
  Bohinj: '4264',
  Bray: 'A98 X2P6',
  Budapest: '1051',
  Celje: '3000',
  Cologne: '50667',
  Edinburgh: 'EH1 1YZ',
  Ghent: '9000',
  Graz: '8010',
  Hamburg: '20095',
  Koper: '6000',
  Kraków: '31-001',
  Kranj: '4000',
  Leeds: 'LS1 4AP',
  Leoben: '8700',
  Linz: '4020',
  Ljubljana: '1000',
  Maribor: '2000',
  Munich: '80331',
  'Nova Gorica': '5000',
  'Novo mesto': '8000',
  Prague: '110 00',
  Ptuj: '2250',
  Pula: '52100',
  Reading: 'RG1 2LU',
  Rijeka: '51000',
  Sežana: '6210',
  Stuttgart: '70173',
  'Škofja Loka': '4220',
  Trento: '38122',
  Utrecht: '3511 AB',
  Venice: '30121',
  Vienna: '1010',
  York: 'YO1 7HH',
};

/** Regular operators the manager signed an agreement with when they were approved. */
export const DEMO_AGREEMENTS: ReadonlyArray<{
  client: string;
  name: string;
  stopPrices: Partial<Record<StopType, number>>;
  pricesIncludeVat: boolean;
  freePlaces: { perPaying: number; max: number | null } | null;
  crewMealsFree: boolean | null;
  paymentTermsDays: number | null;
  guaranteedPercent: number | null;
}> = [
  { client: 'alpenblick', name: 'Rahmenvertrag', stopPrices: { LONG_STOP: 1590, SHORT_STOP: 410 }, pricesIncludeVat: false, freePlaces: { perPaying: 20, max: 2 }, crewMealsFree: true, paymentTermsDays: 30, guaranteedPercent: null },
  { client: 'kovac', name: 'Letna pogodba', stopPrices: { LONG_STOP: 1750 }, pricesIncludeVat: true, freePlaces: { perPaying: 25, max: 2 }, crewMealsFree: true, paymentTermsDays: 21, guaranteedPercent: 90 },
  { client: 'bavaria', name: 'Season contract', stopPrices: { LONG_STOP: 1560 }, pricesIncludeVat: false, freePlaces: { perPaying: 20, max: null }, crewMealsFree: null, paymentTermsDays: 30, guaranteedPercent: null },
  { client: 'soncnica', name: 'Agencijska pogodba', stopPrices: { SHORT_STOP: 450, LONG_STOP: 1800 }, pricesIncludeVat: true, freePlaces: null, crewMealsFree: null, paymentTermsDays: 15, guaranteedPercent: null },
];

/** What staff add to an invoice now and then, at the general VAT rate, prices including VAT. */
export const INVOICE_EXTRAS: ReadonlyArray<{ en: string; sl: string; unitPriceCents: number }> = [
  { en: 'Coffee for the driver and guide', sl: 'Kava za voznika in vodiča', unitPriceCents: 220 },
  { en: 'Bottle of Vipava Zelen', sl: 'Steklenica vipavske zelenike', unitPriceCents: 1800 },
  { en: 'Packed lunches for the road', sl: 'Lunchpaketi za na pot', unitPriceCents: 690 },
];

export const CREDIT_REASON: Record<Language, string> = {
  en: 'The wine was on the house: the invoice is replaced without it.',
  sl: 'Vino je bilo darilo hiše: račun je nadomeščen brez njega.',
};

export const FEE_WAIVER_REASON = 'The coach broke down on the motorway; the driver called us in time. No fee, as agreed with the manager.';

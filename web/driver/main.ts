// The driver's page (/driver/<token>): no sign-in, no React, a few kilobytes for a phone on a weak
// connection. It asks driverStop for the stop and sends reportDriverStatus; every text is built with
// textContent (nothing from the server is parsed as HTML). Language: the visitor's choice if made,
// else the phone's (navigator.languages), with a switcher.
import { RESTAURANT_TIME_ZONE } from '../../graph/domain/time-zone.ts';
import { chooseDriverLanguage, DRIVER_LANGUAGES, isDriverLanguage, type DriverLanguage } from '../../graph/domain/driver-link/languages.ts';
import { DELAY_MINUTES, QUICK_DELAYS } from '../../graph/domain/driver-link/bounds.ts';
import { CATALOGS, LANGUAGE_NAMES, say, type Key } from './messages.ts';

interface Stop {
  orderNumber: string;
  organisationName: string;
  guests: number;
  coaches: number;
  bays: number[];
  arrivalAt: string;
  arrivalTime: string;
  state: 'EXPECTED' | 'ON_TIME' | 'DELAYED' | 'ARRIVED';
  etaTime: string | null;
  delayMinutes: number;
  restaurant: { name: string | null; address: string | null; mapUrl: string | null; phone: string | null };
  meals: { total: number; dishes: Array<{ name: string; quantity: number }>; vegetarian: number; vegan: number; driverMeals: number; guideMeals: number };
}

type Report = { report: 'ON_TIME' | 'ARRIVED' } | { report: 'DELAYED'; delayMinutes: number } | { report: 'ETA'; eta: string };

const FIELDS =
  'orderNumber organisationName guests coaches bays arrivalAt arrivalTime state etaTime delayMinutes restaurant { name address mapUrl phone } meals { total dishes { name quantity } vegetarian vegan driverMeals guideMeals }';
const STOP_QUERY = `query DriverStop($token: String!, $language: String) { driverStop(token: $token, language: $language) { ${FIELDS} } }`;
const REPORT_MUTATION = `mutation ReportDriverStatus($input: ReportDriverStatusInput!) { reportDriverStatus(input: $input) { stop { ${FIELDS} } } }`;
const LANGUAGE_KEY = 'stopover.driver.language';

const root = document.getElementById('driver')!;
const token = decodeURIComponent(location.pathname.replace(/^\/driver\//, '').replace(/\/$/, ''));
let language: DriverLanguage = initialLanguage();
let stop: Stop | null = null;
let answer: { kind: 'ok' | 'error'; key: Key } | null = null;
let busy = false;

function initialLanguage(): DriverLanguage {
  const asked = new URLSearchParams(location.search).get('lang');
  if (isDriverLanguage(asked)) return asked;
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    if (isDriverLanguage(saved)) return saved;
  } catch {
    // Storage may be off (private mode): the phone's languages decide.
  }
  return chooseDriverLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

class GraphError extends Error {
  constructor(readonly code: string, readonly problem?: string) {
    super(code);
  }
}

async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', 'x-stopover-csrf': '1' },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new GraphError('offline');
  }
  const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: Array<{ extensions?: { code?: string; problem?: string } }> };
  const error = body.errors?.[0];
  if (error || !body.data) throw new GraphError(error?.extensions?.code ?? 'error', error?.extensions?.problem);
  return body.data;
}

function errorKey(error: unknown): Key {
  if (!(error instanceof GraphError)) return 'error';
  if (error.problem === 'TOO_EARLY_TO_ARRIVE') return 'TOO_EARLY_TO_ARRIVE';
  return error.code in CATALOGS.en ? (error.code as Key) : 'error';
}

// ————— rendering —————

type Child = Node | string | null | false;
function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Record<string, string>> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}
const t = (key: Key, values?: Record<string, string | number>) => say(language, key, values);

function languageSwitcher(): HTMLElement {
  const select = el('select', { id: 'driver-language' });
  for (const code of DRIVER_LANGUAGES) {
    const option = el('option', { value: code, lang: code }, LANGUAGE_NAMES[code]);
    option.selected = code === language;
    select.append(option);
  }
  select.addEventListener('change', () => {
    language = select.value as DriverLanguage;
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Not remembered; fine for this visit.
    }
    void load();
  });
  return el('div', { class: 'driver__lang' }, el('label', { for: 'driver-language' }, t('language')), select);
}

function arrivalDay(iso: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: RESTAURANT_TIME_ZONE }).format(new Date(iso));
}

function stateLine(s: Stop): HTMLElement {
  const time = s.etaTime ?? s.arrivalTime;
  const text = t(`state${s.state}` as Key, { time, n: s.delayMinutes });
  return el('p', { class: `driver__state driver__state--${s.state}`, role: 'status' }, text);
}

function stopCard(s: Stop): HTMLElement {
  const bays = s.bays.length ? s.bays.join(', ') : t('noBay');
  const facts = el(
    'dl',
    { class: 'driver__facts' },
    el('dt', {}, t('bays')),
    el('dd', { class: 'driver__bay' }, bays),
    el('dt', {}, t('group')),
    el('dd', {}, s.organisationName),
    el('dt', {}, ''),
    el('dd', {}, [t('guests', { n: s.guests }), s.coaches > 1 ? t('coaches', { n: s.coaches }) : ''].filter(Boolean).join(' · ')),
    el('dt', {}, t('order')),
    el('dd', {}, s.orderNumber),
    s.restaurant.address ? el('dt', {}, t('address')) : null,
    s.restaurant.address ? el('dd', {}, s.restaurant.address) : null,
  );
  const links = el(
    'div',
    { class: 'driver__links' },
    s.restaurant.mapUrl ? el('a', { class: 'driver__link', href: s.restaurant.mapUrl, target: '_blank', rel: 'noopener noreferrer' }, t('openMap')) : null,
    s.restaurant.phone ? el('a', { class: 'driver__link', href: `tel:${s.restaurant.phone.replace(/[^\d+]/g, '')}` }, `${t('call')}: ${s.restaurant.phone}`) : null,
  );
  return el(
    'section',
    { class: 'driver__card' },
    el('h2', {}, t('arrival')),
    el('p', { class: 'driver__when' }, `${arrivalDay(s.arrivalAt)}, ${s.arrivalTime}`),
    facts,
    links,
  );
}

function mealsCard(s: Stop): HTMLElement {
  const m = s.meals;
  const lines: string[] = m.dishes.map((d) => `${d.quantity} × ${d.name}`);
  if (m.vegetarian) lines.push(`${m.vegetarian} × ${t('vegetarian')}`);
  if (m.vegan) lines.push(`${m.vegan} × ${t('vegan')}`);
  if (m.driverMeals) lines.push(`${m.driverMeals} × ${t('driverMeals')}`);
  if (m.guideMeals) lines.push(`${m.guideMeals} × ${t('guideMeals')}`);
  return el(
    'section',
    { class: 'driver__card' },
    el('h2', {}, t('meals')),
    lines.length ? el('ul', { class: 'driver__meals' }, ...lines.map((line) => el('li', {}, line))) : el('p', {}, t('noMeals')),
  );
}

function button(label: string, className: string, report: () => Report | null): HTMLButtonElement {
  const b = el('button', { type: 'button', class: className }, label);
  b.disabled = busy;
  b.addEventListener('click', () => {
    const r = report();
    if (r) void send(r);
  });
  return b;
}

function actions(): HTMLElement {
  const minutes = el('input', { id: 'driver-minutes', type: 'number', inputmode: 'numeric', min: String(DELAY_MINUTES.min), max: String(DELAY_MINUTES.max) });
  const eta = el('input', { id: 'driver-eta', type: 'time', step: '60' });
  const number = () => {
    const n = Number(minutes.value);
    return minutes.value && Number.isInteger(n) ? ({ report: 'DELAYED', delayMinutes: n } as const) : null;
  };
  return el(
    'section',
    { class: 'driver__actions', 'aria-label': t('tell') },
    el('h2', { class: 'driver__brand' }, t('tell')),
    button(t('onTime'), 'driver__big driver__big--ok', () => ({ report: 'ON_TIME' })),
    el(
      'fieldset',
      { class: 'driver__group' },
      el('legend', {}, t('delayed')),
      el('div', { class: 'driver__chips' }, ...QUICK_DELAYS.map((n) => button(t('minutes', { n }), 'driver__chip', () => ({ report: 'DELAYED', delayMinutes: n })))),
      el('div', { class: 'driver__row' }, el('label', { for: 'driver-minutes' }, t('otherMinutes'), minutes), button(t('send'), 'driver__send', number)),
    ),
    el(
      'fieldset',
      { class: 'driver__group' },
      el('legend', {}, t('newEta')),
      el('div', { class: 'driver__row' }, el('label', { for: 'driver-eta' }, el('span', { class: 'driver__hidden' }, t('newEta')), eta), button(t('send'), 'driver__send', () => (eta.value ? { report: 'ETA', eta: eta.value.slice(0, 5) } : null))),
    ),
    button(t('arrived'), 'driver__big', () => ({ report: 'ARRIVED' })),
  );
}

function render(): void {
  document.documentElement.lang = language;
  document.title = `${t('title')} · Stopover`;
  const top = el('header', { class: 'driver__top' }, el('h1', { class: 'driver__brand' }, stop?.restaurant.name ?? 'Stopover'), languageSwitcher());
  const message = el('p', { class: `driver__answer${answer ? ` driver__answer--${answer.kind}` : ''}`, role: answer?.kind === 'error' ? 'alert' : 'status', id: 'driver-answer' }, answer ? t(answer.key) : '');
  root.replaceChildren(top, ...(stop ? [stateLine(stop), message, actions(), stopCard(stop), mealsCard(stop)] : [message]));
}

// ————— talking to the server —————

async function load(): Promise<void> {
  try {
    stop = (await call<{ driverStop: Stop }>(STOP_QUERY, { token, language })).driverStop;
  } catch (error) {
    stop = null;
    answer = { kind: 'error', key: errorKey(error) };
  }
  render();
}

async function send(report: Report): Promise<void> {
  busy = true;
  render();
  try {
    stop = (await call<{ reportDriverStatus: { stop: Stop } }>(REPORT_MUTATION, { input: { token, language, ...report } })).reportDriverStatus.stop;
    answer = { kind: 'ok', key: 'sent' };
  } catch (error) {
    answer = { kind: 'error', key: errorKey(error) };
  }
  busy = false;
  render();
  document.getElementById('driver-answer')?.focus();
}

void load();

import './site.css';
import type { PermitSiteView } from '@siteguard/contracts';
import {
  GAS_LIMITS,
  type GasField,
  gasReadingOk,
  PERMIT_STATUS_NAMES,
  PERMIT_TYPES,
  type PermitStatus,
} from '@siteguard/contracts/permits';
import { formatSiteTime } from '@siteguard/contracts/siteTime';
import { isLang, readStoredLang, storeLang } from '../i18n/language';
import { languageBar as bar, el, field, present } from './dom';
import { type SiteMessages, siteMessages } from './messages';

/**
 * The page a worker or inspector opens from a permit's QR code, without signing in: plain DOM and a
 * few kilobytes, not the console's bundle, so it is readable in seconds on a phone in the sun. Every
 * value is set as text, never as HTML. It refreshes itself every minute while open.
 */
const REFRESH_MS = 60_000;
const root = document.getElementById('site-view') as HTMLElement;
const token = new URLSearchParams(window.location.search).get('token') ?? '';
const fromQuery = new URLSearchParams(window.location.search).get('lang');
let lang = isLang(fromQuery) ? fromQuery : readStoredLang();

/** Bands of the big status banner: go, stop, or wait. */
const TONE: Record<PermitStatus, 'go' | 'stop' | 'wait' | 'off'> = {
  active: 'go',
  suspended: 'stop',
  expired: 'stop',
  rejected: 'stop',
  cancelled: 'off',
  closed: 'off',
  handedBack: 'off',
  draft: 'wait',
  submitted: 'wait',
  checked: 'wait',
  approved: 'wait',
};

const siteTime = (iso: string | null) => formatSiteTime(iso, lang);

function list(label: string, items: string[]): HTMLElement | null {
  if (items.length === 0) return null;
  return el(
    'section',
    'block',
    el('h2', null, label),
    el('ul', null, ...items.map((item) => el('li', null, item))),
  );
}

function gasBlock(view: PermitSiteView, m: SiteMessages): HTMLElement | null {
  if (!view.gas) return null;
  const rows = Object.entries(view.gas.readings).map(([name, value]) => {
    const limit = GAS_LIMITS[name as GasField];
    const ok = limit ? gasReadingOk(name as GasField, value) : true;
    return el(
      'tr',
      ok ? 'ok' : 'bad',
      el('th', null, name.slice(3).toUpperCase()),
      el('td', null, `${value} ${limit?.unit ?? ''}`),
      el('td', null, ok ? `✔ ${m.gasOk}` : `✖ ${m.gasBad}`),
    );
  });
  return el(
    'section',
    `block gas ${view.gas.ok ? 'ok' : 'bad'}`,
    el('h2', null, `${m.gas}: ${view.gas.ok ? m.gasOk : m.gasBad}`),
    el('table', null, el('tbody', null, ...rows)),
    field(m.testedAt, view.gas.testedAt),
    field(m.tester, view.gas.tester),
  );
}

function languageBar(): HTMLElement {
  return bar(lang, (option) => {
    lang = option;
    storeLang(option);
    void load();
  });
}

function renderPermit(view: PermitSiteView): void {
  const m = siteMessages(lang);
  const type = PERMIT_TYPES[view.type].title[lang];
  document.title = `${view.number} · ${type}`;
  document.documentElement.lang = lang;
  const refresh = el('button', 'refresh', m.refresh) as HTMLButtonElement;
  refresh.type = 'button';
  refresh.onclick = () => void load();
  root.replaceChildren(
    ...present(
      languageBar(),
      el(
        'header',
        `status ${TONE[view.status]}`,
        el('div', 'type', type),
        el('div', 'number', view.number),
        el('div', 'state', PERMIT_STATUS_NAMES[view.status][lang]),
      ),
      el(
        'section',
        'block',
        field(m.location, view.location),
        field(m.work, view.workDescription),
        field(m.contractor, view.contractor),
        field(m.valid, `${siteTime(view.validFrom)} – ${siteTime(view.validTo)}`),
      ),
      view.people.length > 0
        ? el(
            'section',
            'block',
            el('h2', null, m.people),
            ...view.people.map((person) => field(m.roles[person.role], person.name)),
          )
        : null,
      gasBlock(view, m),
      list(m.precautions, view.precautions),
      list(m.isolations, view.isolations),
      view.emergencyContact
        ? el('section', 'block emergency', field(m.emergency, view.emergencyContact))
        : null,
      el('footer', null, `${m.checkedAt} ${siteTime(view.checkedAt)}`, refresh),
    ),
  );
}

function renderProblem(title: string, hint: string | null): void {
  document.documentElement.lang = lang;
  root.replaceChildren(
    ...present(
      languageBar(),
      el('header', 'status stop', el('div', 'state', title)),
      hint ? el('p', 'hint', hint) : null,
    ),
  );
}

let timer: number | undefined;
async function load(): Promise<void> {
  const m = siteMessages(lang);
  window.clearTimeout(timer);
  if (!token) return renderProblem(m.invalid, m.invalidHint);
  try {
    const response = await fetch(`/api/permitView?token=${encodeURIComponent(token)}`, {
      headers: { lang, accept: 'application/json' },
    });
    const body = (await response.json()) as { success: boolean; message: string; data: PermitSiteView };
    if (!response.ok || !body.success) return renderProblem(m.invalid, m.invalidHint);
    renderPermit(body.data);
    timer = window.setTimeout(() => void load(), REFRESH_MS);
  } catch {
    renderProblem(m.unreachable, null);
  }
}

root.textContent = siteMessages(lang).loading;
void load();

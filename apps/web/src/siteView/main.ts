import './site.css';
import {
  blocking,
  describeBlock,
  type PermitBlock,
  type PermitSiteView,
  siteClock,
  siteTimeOf,
} from '@siteguard/contracts';
import {
  GAS_LIMITS,
  type GasField,
  gasReadingOk,
  PERMIT_STATUS_NAMES,
  PERMIT_TYPES,
} from '@siteguard/contracts/permits';
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

/** Every time on the page is Hong Kong site time with its zone ('2026-11-27 21:40 HKT'). */
const siteTime = (iso: string | null) => (iso ? siteClock(iso) : '-');
/** The gas test's time as the check form stores it ('2026-11-27 21:10', site time, no zone). */
const testTime = (text: string | null) => {
  const at = siteTimeOf(text);
  return at ? siteClock(at) : text;
};

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
    field(m.testedAt, testTime(view.gas.testedAt)),
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

/**
 * The banner: green "Active" only while the permit is in force (active, and nothing in its safety
 * conditions blocks it); otherwise red "not in force - stop work" in large type, with its status.
 * An override of a stop-work signal is marked in the banner too.
 */
function banner(view: PermitSiteView, inForce: boolean, m: SiteMessages): HTMLElement {
  const status = PERMIT_STATUS_NAMES[view.status][lang];
  return el(
    'header',
    `status ${inForce ? 'go' : 'stop'}`,
    el('div', 'type', PERMIT_TYPES[view.type].title[lang]),
    el('div', 'number', view.number ?? m.noNumber),
    inForce ? el('div', 'state', status) : el('div', 'state stop-work', m.notInForce),
    // An active permit that is blocked shows no "Active" at all: only why it is not in force.
    inForce || view.status === 'active' ? null : el('div', 'now', `${m.status}: ${status}`),
    view.override ? el('div', 'override-mark', m.overrideMark) : null,
  );
}

/** Each reason the permit is not in force, in the contract's words (never re-described here). */
function reasons(blocks: PermitBlock[], m: SiteMessages): HTMLElement | null {
  if (blocks.length === 0) return null;
  return el(
    'section',
    'block reasons',
    el('h2', null, m.reasons),
    el('ul', null, ...blocks.map((block) => el('li', null, describeBlock(block, lang)))),
  );
}

/** Who allowed the work despite a stop-work signal, why and when, and the signals it covers. */
function overrideBlock(view: PermitSiteView, m: SiteMessages): HTMLElement | null {
  const { override } = view;
  if (!override) return null;
  const covered = view.blocks.filter((block) => block.rule === 'stopWork' && block.overridden);
  return el(
    'section',
    'block override',
    el('h2', null, m.override),
    field(m.overrideBy, override.byName),
    field(m.overrideReason, override.reason),
    field(m.overrideAt, siteTime(override.at)),
    covered.length > 0
      ? el('ul', null, ...covered.map((block) => el('li', null, describeBlock(block, lang))))
      : null,
  );
}

function renderPermit(served: PermitSiteView): void {
  // A server of the release before the safety rules answers without them: nothing blocks then.
  const view: PermitSiteView = { ...served, blocks: served.blocks ?? [], override: served.override ?? null };
  const m = siteMessages(lang);
  const stopping = blocking(view.blocks);
  const inForce = view.status === 'active' && stopping.length === 0;
  document.title = `${view.number ?? m.noNumber} · ${PERMIT_TYPES[view.type].title[lang]}`;
  document.documentElement.lang = lang;
  const refresh = el('button', 'refresh', m.refresh) as HTMLButtonElement;
  refresh.type = 'button';
  refresh.onclick = () => void load();
  root.replaceChildren(
    ...present(
      languageBar(),
      banner(view, inForce, m),
      reasons(stopping, m),
      overrideBlock(view, m),
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
      // The form's codes by name; a code this page does not know yet is shown as it is.
      list(
        m.ppe,
        view.ppe.map((code) => m.ppeItems[code] ?? code),
      ),
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

import '../siteView/site.css';
import './tracking.css';
import type {
  TrackingActiveCountView,
  TrackingDeviceView,
  TrackingPlantView,
  TrackingView,
} from '@siteguard/contracts';
import { formatSiteTime } from '@siteguard/contracts/siteTime';
import { type TrackingPage, trackingPageOf } from '@siteguard/contracts/tracking';
import { isLang, readStoredLang, storeLang } from '../i18n/language';
import { el, field, languageBar, present } from '../siteView/dom';
import { type TrackingMessages, trackingMessages } from './messages';

/**
 * The public tracking pages a QR code on a device, a vehicle or a site gate opens, without signing
 * in (spec §2): plain DOM and a few kilobytes, not the console's bundle, readable on a phone in the
 * sun, refreshed every minute. The server answers /tracking/qrcode, /tracking/LAQrcode,
 * /sw_smartwatch1_activecount and a vehicle's /{token} with this page; the console's router sends
 * its own navigations to /tracking.html?page=…&token=….
 */
const REFRESH_MS = 60_000;
const root = document.getElementById('site-view') as HTMLElement;
const search = new URLSearchParams(window.location.search);
const fromQuery = search.get('page');
const page: TrackingPage | null =
  trackingPageOf(window.location.pathname) ??
  (fromQuery === 'device' ||
  fromQuery === 'vehicle' ||
  fromQuery === 'liftingAppliance' ||
  fromQuery === 'activeCount'
    ? fromQuery
    : null);
const token =
  search.get('token') ?? (page === 'vehicle' ? decodeURIComponent(window.location.pathname.slice(1)) : '');
const langFromQuery = search.get('lang');
let lang = isLang(langFromQuery) ? langFromQuery : readStoredLang();

const siteTime = (iso: string | null) => formatSiteTime(iso, lang);

function header(tone: 'go' | 'stop' | 'wait' | 'off', type: string, number: string, state: string) {
  return el(
    'header',
    `status ${tone}`,
    el('div', 'type', type),
    el('div', 'number', number),
    el('div', 'state', state),
  );
}

function deviceView(view: TrackingDeviceView, m: TrackingMessages): HTMLElement[] {
  const state = !view.enabled ? m.disabled : view.online ? m.online : m.offline;
  document.title = `${view.name} · ${view.kindName}`;
  return [
    header(!view.enabled ? 'stop' : view.online ? 'go' : 'off', view.kindName, view.name, state),
    el(
      'section',
      'block',
      field(m.imei, `…${view.imeiTail}`),
      field(m.site, view.site || null),
      field(m.area, view.area),
      field(m.battery, view.battery === null ? null : `${view.battery}%`),
      field(m.lastSeen, siteTime(view.lastSeenAt)),
      field(m.version, view.version),
    ),
  ];
}

const PLANT_TONE = { inService: 'go', underRepair: 'wait', outOfService: 'stop' } as const;
const CERT_MARK = { valid: '✔', expiring: '⚠', expired: '✖' } as const;

function plantView(view: TrackingPlantView, m: TrackingMessages): HTMLElement[] {
  document.title = `${view.number} · ${m.plant[view.page]}`;
  const inspection = view.lastInspection;
  const certificates = view.certificates.map((certificate) =>
    el(
      'li',
      `cert ${certificate.state}`,
      el('div', 'cert-name', certificate.name, certificate.number ? ` · ${certificate.number}` : null),
      el(
        'div',
        'cert-state',
        `${CERT_MARK[certificate.state]} ${m.certificate[certificate.state]} · ${m.validUntil} ${certificate.validUntil}`,
      ),
    ),
  );
  return [
    header(PLANT_TONE[view.status], m.plant[view.page], view.number, m.status[view.status]),
    el(
      'section',
      'block',
      field(m.name, view.name),
      field(m.makeModel, view.makeModel),
      view.page === 'liftingAppliance'
        ? field(m.swl, view.safeWorkingLoad === null ? null : `${view.safeWorkingLoad} ${m.tonnes}`)
        : null,
      field(m.owner, view.owner),
      field(m.site, view.site || null),
      field(m.location, view.location),
    ),
    el(
      'section',
      `block inspection ${inspection?.result ?? ''}`,
      el('h2', null, m.inspection),
      inspection
        ? el(
            'div',
            'value',
            `${inspection.on}${inspection.result ? ` · ${inspection.result === 'pass' ? `✔ ${m.pass}` : `✖ ${m.fail}`}` : ''}`,
          )
        : el('p', 'empty', m.noInspection),
    ),
    el(
      'section',
      'block',
      el('h2', null, m.certificates),
      certificates.length > 0 ? el('ul', 'certs', ...certificates) : el('p', 'empty', m.noCertificates),
    ),
  ];
}

function activeCountView(view: TrackingActiveCountView, m: TrackingMessages): HTMLElement[] {
  document.title = `${view.site} · ${view.active} / ${view.total}`;
  return [
    el(
      'header',
      'status go count',
      el('div', 'type', view.site),
      el('div', 'big', String(view.active)),
      el('div', 'state', m.ofTotal(view.total)),
    ),
    el('p', 'hint', m.activeWatches),
  ];
}

function render(view: TrackingView): void {
  const m = trackingMessages(lang);
  document.documentElement.lang = lang;
  const refresh = el('button', 'refresh', m.refresh) as HTMLButtonElement;
  refresh.type = 'button';
  refresh.onclick = () => void load();
  const body =
    view.page === 'device'
      ? deviceView(view, m)
      : view.page === 'activeCount'
        ? activeCountView(view, m)
        : plantView(view, m);
  root.replaceChildren(
    ...present(
      switcher(),
      ...body,
      el('footer', null, `${m.checkedAt} ${siteTime(view.checkedAt)}`, refresh),
    ),
  );
}

function switcher(): HTMLElement {
  return languageBar(lang, (option) => {
    lang = option;
    storeLang(option);
    void load();
  });
}

function renderProblem(title: string, hint: string | null): void {
  document.documentElement.lang = lang;
  document.title = title;
  root.replaceChildren(
    ...present(
      switcher(),
      el('header', 'status stop', el('div', 'state', title)),
      hint ? el('p', 'hint', hint) : null,
    ),
  );
}

let timer: number | undefined;
async function load(): Promise<void> {
  const m = trackingMessages(lang);
  window.clearTimeout(timer);
  if (!page || !token) return renderProblem(m.invalid, m.invalidHint);
  try {
    const response = await fetch(`/api/tracking/view?page=${page}&token=${encodeURIComponent(token)}`, {
      headers: { lang, accept: 'application/json' },
    });
    const body = (await response.json()) as { success: boolean; data: TrackingView };
    if (!response.ok || !body.success) return renderProblem(m.invalid, m.invalidHint);
    render(body.data);
    timer = window.setTimeout(() => void load(), REFRESH_MS);
  } catch {
    renderProblem(m.unreachable, null);
  }
}

root.textContent = trackingMessages(lang).loading;
void load();

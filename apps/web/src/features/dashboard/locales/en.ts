import type { DashboardMessages } from './zh-HK';

const dashboard: DashboardMessages = {
  title: 'Dashboard',
  site: 'Site',
  allSites: 'All sites',
  live: 'Live',
  updatedAt: 'Updated {{time}}',
  retry: 'Retry',
  loadFailed: 'The figures could not be loaded',
  stats: {
    devicesOnline: 'Devices online',
    ofTotal: 'of {{total}}',
    devicesOffline: 'Devices offline',
    lowBattery: 'Low battery',
    openAlerts: 'Open alerts',
    critical: '{{count}} critical',
    onSite: 'On site now',
    enteredToday: '{{count}} came in today',
    permitsActive: 'Active permits',
    permitsSuspended: 'Suspended permits',
    unavailable: 'Not loaded',
  },
  devices: {
    title: 'Devices',
    kind: 'Type',
    online: 'Online',
    offline: 'Offline',
    lowBattery: 'Low battery',
    none: 'No devices registered yet',
  },
  alerts: {
    title: 'Open alerts by type and severity',
    levels: { warning: 'Warning', critical: 'Critical' },
    none: 'No open alerts',
  },
  month: {
    title: 'Month at a glance',
    pick: 'Pick a month',
    previous: 'Previous month',
    next: 'Next month',
    series: { alerts: 'Alerts', permitsRaised: 'Permits raised', permitsActive: 'Permits in force' },
    none: 'No alerts or permits this month',
  },
  tags: {
    title: 'Tag cloud',
    hint: "Today's alert types, places with open alerts, trades on site, permit types in force",
    kinds: { alertType: 'Alert type', location: 'Place', trade: 'Trade', permitType: 'Permit type' },
    none: 'Nothing to show yet',
  },
  weather: {
    title: 'Weather and heat',
    temperature: 'Temperature',
    humidity: 'Humidity',
    warnings: 'Weather warnings',
    noWarnings: 'No weather warning in force',
    heatLevel: 'Heat level',
    unavailable: 'Weather is not available right now',
  },
};

export default dashboard;

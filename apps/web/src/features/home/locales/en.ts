import type { HomeMessages } from './zh-HK';

const home: HomeMessages = {
  retry: 'Retry',
  loadFailed: 'Could not be loaded',
  quickLinks: {
    title: 'Quick links',
    none: 'No shortcuts available yet',
    dashboard: 'Dashboard',
    permits: 'Permits',
    todo: 'To do',
    cameraLive: 'Live video',
    watchAlerts: 'Watch alerts',
    devices: 'Devices',
    attendance: 'Worker attendance',
    weather: 'Weather',
  },
  tasks: {
    title: 'My tasks to do',
    none: 'Nothing to do',
    all: 'All tasks ({{count}})',
  },
  permits: {
    title: 'My recent permits',
    none: 'You have not raised or handled a permit yet',
    roles: { applicant: 'Applicant', checker: 'Checker', approver: 'Approver' },
  },
  inbox: {
    title: 'Waiting for you',
    none: 'Nothing waits for you',
    reasons: {
      check: 'To check',
      approve: 'To approve',
      resume: 'To resume',
      close: 'To close',
      revise: 'To revise',
      handBack: 'To hand back',
    },
    since: 'since {{at}}',
    newest: 'The newest {{shown}} of {{count}}',
    noNumber: '(no number yet)',
  },
  notices: {
    title: 'Notices',
    none: 'No notices',
    unread: 'Unread',
  },
};

export default home;

import type { AlertLinkMessages } from './zh-HK';

const alertLink: AlertLinkMessages = {
  title: 'Acknowledge alert',
  loading: 'Reading the alert…',
  recipient: 'Acknowledging as {{name}}',
  type: 'Alert',
  level: 'Severity',
  subject: 'Person or device',
  where: 'Where',
  raisedAt: 'Raised',
  status: 'Status',
  expires: 'This link works until {{time}}',
  acknowledge: 'Acknowledge',
  acknowledging: 'Acknowledging…',
  acknowledged: 'Acknowledged: escalation stopped',
  acknowledgedHint:
    'Nobody else on duty will be escalated to for this alert. Go to it now and record the outcome in the console.',
  alreadyHandled: 'Someone else has already handled this alert',
  openConsole: 'Open the console',
  failed: 'This link could not be read',
  levels: { critical: 'Critical', warning: 'Warning' },
};

export default alertLink;

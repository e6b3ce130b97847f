import type { NotificationMessages } from './zh-HK';

const notifications: NotificationMessages = {
  bell: {
    label: 'Notifications',
    title: 'Exceptions',
    empty: 'No notifications',
    more: 'More',
  },
  welcome: {
    title: 'Welcome',
    description: 'Welcome back, {{name}}',
  },
};

export default notifications;

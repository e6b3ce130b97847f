import type { NotificationMessages } from './zh-HK';

const notifications: NotificationMessages = {
  bell: {
    label: 'Notifications',
    title: 'Exceptions',
    empty: 'No notifications',
    more: 'More',
  },
  notice: {
    tab: 'Notices',
    type1: 'Notice',
    type2: 'Announcement',
    empty: 'No unread notices',
    markAllRead: 'Mark all read',
    allMarkedRead: 'All marked read',
    moreUnread: '{{count}} more unread',
    close: 'Close',
  },
  permits: {
    tab: 'Permits',
    empty: 'No permits wait for you',
    all: 'All waiting ({{count}})',
  },
  welcome: {
    title: 'Welcome',
    description: 'Welcome back, {{name}}',
  },
};

export default notifications;

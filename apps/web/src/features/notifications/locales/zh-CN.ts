import type { NotificationMessages } from './zh-HK';

const notifications: NotificationMessages = {
  bell: {
    label: '通知',
    title: '异常通知',
    empty: '暂无通知',
    more: '查看更多',
  },
  welcome: {
    title: '欢迎',
    description: '{{name}}，欢迎回来',
  },
};

export default notifications;

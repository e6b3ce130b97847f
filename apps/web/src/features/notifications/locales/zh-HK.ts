/** Notification texts in Traditional Chinese: the source shape the other languages must match. */
const notifications = {
  bell: {
    label: '通知',
    title: '異常通知',
    empty: '暫無通知',
    more: '查看更多',
  },
  welcome: {
    title: '歡迎',
    description: '{{name}}，歡迎回來',
  },
};

export type NotificationMessages = typeof notifications;
export default notifications;

/** Notification texts in Traditional Chinese: the source shape the other languages must match. */
const notifications = {
  bell: {
    label: '通知',
    title: '異常通知',
    empty: '暫無通知',
    more: '查看更多',
  },
  notice: {
    tab: '通知公告',
    type1: '通知',
    type2: '公告',
    empty: '沒有未讀的通知公告',
    markAllRead: '全部標為已讀',
    allMarkedRead: '已全部標為已讀',
    moreUnread: '另有 {{count}} 則未讀',
    close: '關閉',
  },
  permits: {
    tab: '許可證',
    empty: '沒有等待你處理的許可證',
    all: '全部等待處理（{{count}}）',
  },
  welcome: {
    title: '歡迎',
    description: '{{name}}，歡迎回來',
  },
};

export type NotificationMessages = typeof notifications;
export default notifications;

import type { NotificationMessages } from './zh-HK';

const notifications: NotificationMessages = {
  bell: {
    label: '通知',
    title: '异常通知',
    empty: '暂无通知',
    more: '查看更多',
  },
  notice: {
    tab: '通知公告',
    type1: '通知',
    type2: '公告',
    empty: '没有未读的通知公告',
    markAllRead: '全部标为已读',
    allMarkedRead: '已全部标为已读',
    moreUnread: '另有 {{count}} 条未读',
    close: '关闭',
  },
  permits: {
    tab: '许可证',
    empty: '没有等待你处理的许可证',
    all: '全部等待处理（{{count}}）',
  },
  welcome: {
    title: '欢迎',
    description: '{{name}}，欢迎回来',
  },
};

export default notifications;

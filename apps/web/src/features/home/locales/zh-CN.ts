import type { HomeMessages } from './zh-HK';

const home: HomeMessages = {
  retry: '重试',
  loadFailed: '未能加载',
  quickLinks: {
    title: '快捷链接',
    none: '暂时没有可用的快捷方式',
    dashboard: '仪表盘',
    permits: '许可证',
    todo: '待办事项',
    cameraLive: '实时视频',
    watchAlerts: '手表告警',
    devices: '设备',
    attendance: '工人考勤',
    weather: '天气',
  },
  tasks: {
    title: '我的待办',
    none: '没有待办事项',
    all: '全部待办（{{count}}）',
  },
  permits: {
    title: '我的近期许可证',
    none: '你尚未申请或处理任何许可证',
    roles: { applicant: '申请人', checker: '检查人', approver: '审批人' },
  },
  inbox: {
    title: '等待你处理',
    none: '没有等待你处理的事项',
    reasons: {
      check: '待检查',
      approve: '待批准',
      resume: '待恢复',
      close: '待关闭',
      revise: '待修改',
      handBack: '待交回',
    },
    since: '自 {{at}}',
    newest: '显示最新 {{shown}} 张，共 {{count}} 张',
    noNumber: '（未编号）',
  },
  notices: {
    title: '通知公告',
    none: '没有通知',
    unread: '未读',
  },
};

export default home;

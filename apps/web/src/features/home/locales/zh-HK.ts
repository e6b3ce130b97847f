/** Home page texts in Traditional Chinese: the source shape. The greeting itself lives in common (shell.*). */
const home = {
  retry: '重試',
  loadFailed: '未能載入',
  quickLinks: {
    title: '快捷連結',
    none: '暫時沒有可用的捷徑',
    dashboard: '儀表板',
    permits: '許可證',
    todo: '待辦事項',
    cameraLive: '即時影像',
    watchAlerts: '手錶警報',
    devices: '設備',
    attendance: '工人出勤',
    weather: '天氣',
  },
  tasks: {
    title: '我的待辦',
    none: '沒有待辦事項',
    all: '全部待辦（{{count}}）',
  },
  permits: {
    title: '我的近期許可證',
    none: '你尚未申請或處理任何許可證',
    roles: { applicant: '申請人', checker: '檢查人', approver: '審批人' },
  },
  inbox: {
    title: '等待你處理',
    none: '沒有等待你處理的事項',
    reasons: {
      check: '待檢查',
      approve: '待批准',
      resume: '待恢復',
      close: '待關閉',
      revise: '待修改',
      handBack: '待交回',
    },
    since: '自 {{at}}',
    newest: '顯示最新 {{shown}} 張，共 {{count}} 張',
    noNumber: '（未編號）',
  },
  notices: {
    title: '通知公告',
    none: '沒有通知',
    unread: '未讀',
  },
};

export type HomeMessages = typeof home;
export default home;

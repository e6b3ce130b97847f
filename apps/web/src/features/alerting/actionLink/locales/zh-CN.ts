import type { AlertLinkMessages } from './zh-HK';

const alertLink: AlertLinkMessages = {
  title: '确认告警',
  loading: '正在读取告警…',
  recipient: '以 {{name}} 的身份确认',
  type: '告警',
  level: '严重程度',
  subject: '人员或设备',
  where: '地点',
  raisedAt: '触发时间',
  status: '状态',
  expires: '链接有效至 {{time}}',
  acknowledge: '确认收到',
  acknowledging: '正在确认…',
  acknowledged: '已确认，升级通知已停止',
  acknowledgedHint: '其他值班人员不会再收到此告警的升级通知。请尽快到场处理，并在控制台记录结果。',
  alreadyHandled: '此告警已由他人处理',
  openConsole: '打开控制台',
  failed: '未能读取此链接',
  levels: { critical: '紧急', warning: '警告' },
};

export default alertLink;

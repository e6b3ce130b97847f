const alertLink = {
  title: '確認警報',
  loading: '正在讀取警報…',
  recipient: '以 {{name}} 的身分確認',
  type: '警報',
  level: '嚴重程度',
  subject: '人員或設備',
  where: '地點',
  raisedAt: '觸發時間',
  status: '狀態',
  expires: '連結有效至 {{time}}',
  acknowledge: '確認收到',
  acknowledging: '正在確認…',
  acknowledged: '已確認，升級通知已停止',
  acknowledgedHint: '其他當值人員不會再收到此警報的升級通知。請盡快到場處理，並在控制台記錄結果。',
  alreadyHandled: '此警報已由他人處理',
  openConsole: '打開控制台',
  failed: '未能讀取此連結',
  levels: { critical: '緊急', warning: '警告' },
};

export type AlertLinkMessages = typeof alertLink;
export default alertLink;

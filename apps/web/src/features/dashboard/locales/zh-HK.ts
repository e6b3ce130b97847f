/** Dashboard texts in Traditional Chinese: the source shape. Alert, device and permit type names come from contracts. */
const dashboard = {
  title: '儀表板',
  site: '地盤',
  allSites: '全部地盤',
  live: '即時更新',
  updatedAt: '更新於 {{time}}',
  retry: '重試',
  loadFailed: '未能載入資料',
  stats: {
    devicesOnline: '在線設備',
    ofTotal: '共 {{total}} 部',
    devicesOffline: '離線設備',
    lowBattery: '低電量設備',
    openAlerts: '未處理警報',
    critical: '嚴重 {{count}}',
    onSite: '在場人數',
    enteredToday: '今日進場 {{count}} 人',
    permitsActive: '生效中許可證',
    permitsSuspended: '暫停中許可證',
    unavailable: '未能載入',
  },
  devices: {
    title: '設備狀態',
    kind: '類型',
    online: '在線',
    offline: '離線',
    lowBattery: '低電量',
    none: '尚未登記任何設備',
  },
  alerts: {
    title: '未處理警報（按類型及級別）',
    levels: { warning: '警告', critical: '嚴重' },
    none: '目前沒有未處理的警報',
  },
  month: {
    title: '每月統計',
    pick: '選擇月份',
    previous: '上一個月',
    next: '下一個月',
    series: { alerts: '警報', permitsRaised: '新申請許可證', permitsActive: '生效許可證' },
    none: '本月沒有警報或許可證',
  },
  tags: {
    title: '標籤雲',
    hint: '今日警報類型、未處理警報位置、在場工種、生效許可證類型',
    kinds: { alertType: '警報類型', location: '位置', trade: '工種', permitType: '許可證類型' },
    none: '暫時沒有標籤',
  },
  weather: {
    title: '天氣及暑熱',
    temperature: '氣溫',
    humidity: '相對濕度',
    warnings: '天氣警告',
    noWarnings: '沒有生效的天氣警告',
    heatLevel: '暑熱等級',
    unavailable: '暫時未能取得天氣資料',
  },
};

export type DashboardMessages = typeof dashboard;
export default dashboard;

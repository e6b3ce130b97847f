import type { DashboardMessages } from './zh-HK';

const dashboard: DashboardMessages = {
  title: '仪表盘',
  site: '工地',
  allSites: '全部工地',
  live: '实时更新',
  updatedAt: '更新于 {{time}}',
  retry: '重试',
  loadFailed: '未能加载数据',
  stats: {
    devicesOnline: '在线设备',
    ofTotal: '共 {{total}} 台',
    devicesOffline: '离线设备',
    lowBattery: '低电量设备',
    openAlerts: '未处理告警',
    critical: '严重 {{count}}',
    onSite: '在场人数',
    enteredToday: '今日进场 {{count}} 人',
    permitsActive: '生效中许可证',
    permitsSuspended: '暂停中许可证',
    unavailable: '未能加载',
  },
  devices: {
    title: '设备状态',
    kind: '类型',
    online: '在线',
    offline: '离线',
    lowBattery: '低电量',
    none: '尚未登记任何设备',
  },
  alerts: {
    title: '未处理告警（按类型及级别）',
    levels: { warning: '警告', critical: '严重' },
    none: '目前没有未处理的告警',
  },
  month: {
    title: '每月统计',
    pick: '选择月份',
    previous: '上一个月',
    next: '下一个月',
    series: { alerts: '告警', permitsRaised: '新申请许可证', permitsActive: '生效许可证' },
    none: '本月没有告警或许可证',
  },
  tags: {
    title: '标签云',
    hint: '今日告警类型、未处理告警位置、在场工种、生效许可证类型',
    kinds: { alertType: '告警类型', location: '位置', trade: '工种', permitType: '许可证类型' },
    none: '暂时没有标签',
  },
  weather: {
    title: '天气及暑热',
    temperature: '气温',
    humidity: '相对湿度',
    warnings: '天气警告',
    noWarnings: '没有生效的天气警告',
    heatLevel: '暑热等级',
    unavailable: '暂时未能获取天气数据',
  },
};

export default dashboard;

import type { Lang } from '@siteguard/contracts';
import en from './en';
import zhCN from './zh-CN';
import zhHK, { type NotificationMessages } from './zh-HK';

export const notificationLocales: Record<Lang, NotificationMessages> = { 'zh-HK': zhHK, 'zh-CN': zhCN, en };

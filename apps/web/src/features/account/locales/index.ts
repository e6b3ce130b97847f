import type { Lang } from '@siteguard/contracts';
import en from './en';
import zhCN from './zh-CN';
import zhHK, { type AccountMessages } from './zh-HK';

export const accountLocales: Record<Lang, AccountMessages> = { 'zh-HK': zhHK, 'zh-CN': zhCN, en };

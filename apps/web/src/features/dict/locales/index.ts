import type { Lang } from '@siteguard/contracts';
import en from './en';
import zhCN from './zh-CN';
import zhHK, { type DictMessages } from './zh-HK';

export const dictLocales: Record<Lang, DictMessages> = { 'zh-HK': zhHK, 'zh-CN': zhCN, en };

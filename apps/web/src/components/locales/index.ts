import type { Lang } from '@siteguard/contracts';
import en from './en';
import zhCN from './zh-CN';
import zhHK, { type ComponentMessages } from './zh-HK';

export const componentLocales: Record<Lang, ComponentMessages> = { 'zh-HK': zhHK, 'zh-CN': zhCN, en };

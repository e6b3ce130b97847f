import type { Lang } from '@siteguard/contracts';
import en from './en';
import zhCN from './zh-CN';
import zhHK, { type CommonMessages } from './zh-HK';

export const commonLocales: Record<Lang, CommonMessages> = { 'zh-HK': zhHK, 'zh-CN': zhCN, en };

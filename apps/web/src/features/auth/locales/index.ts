import type { Lang } from '@siteguard/contracts';
import en from './en';
import zhCN from './zh-CN';
import zhHK, { type AuthMessages } from './zh-HK';

export const authLocales: Record<Lang, AuthMessages> = { 'zh-HK': zhHK, 'zh-CN': zhCN, en };

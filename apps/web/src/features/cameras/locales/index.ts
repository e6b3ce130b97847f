import type { Lang } from '@siteguard/contracts';
import en from './en';
import zhCN from './zh-CN';
import zhHK, { type CameraMessages } from './zh-HK';

export const cameraLocales: Record<Lang, CameraMessages> = { 'zh-HK': zhHK, 'zh-CN': zhCN, en };

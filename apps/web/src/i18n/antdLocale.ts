import type { Lang } from '@siteguard/contracts';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';

/** antd's own texts (pagination, modals, empty states) follow the product language. */
export const antdLocales: Record<Lang, Locale> = { 'zh-HK': zhHK, 'zh-CN': zhCN, en: enUS };

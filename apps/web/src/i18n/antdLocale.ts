import type { Lang } from '@siteguard/contracts';
import type { Locale } from 'antd/es/locale';
// The ES module builds: `antd/locale/*` is CommonJS and would drag a second copy of the
// date-picker and pagination locales into the bundle.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhHK from 'antd/es/locale/zh_HK';

/** antd's own texts (pagination, modals, empty states) follow the product language. */
export const antdLocales: Record<Lang, Locale> = { 'zh-HK': zhHK, 'zh-CN': zhCN, en: enUS };

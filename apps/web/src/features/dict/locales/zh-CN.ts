import type { DictMessages } from './zh-HK';

const dict: DictMessages = {
  relogin: '需重新登录',
  missing: '无此字典',
};

export default dict;

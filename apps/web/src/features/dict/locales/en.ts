import type { DictMessages } from './zh-HK';

const dict: DictMessages = {
  relogin: 'Please sign in again',
  missing: 'No such dictionary',
};

export default dict;

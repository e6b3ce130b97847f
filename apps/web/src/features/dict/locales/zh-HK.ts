/** Dictionary texts in Traditional Chinese: the source shape the other languages must match. */
const dict = {
  relogin: '需重新登入',
  missing: '無此字典',
};

export type DictMessages = typeof dict;
export default dict;

import { interpolate, type Lang, type Translated } from './i18n.js';

/**
 * The one error catalogue. Codes keep the meaning they have in the system the spec was written
 * from (module 10 + kind + item; see shared/spec/error-codes.md); the HTTP status is ours
 * (shared/spec/decisions.md). Both server and web read it: the server to answer, the web to decide
 * which dialog or toast a code gets.
 */
interface CatalogueEntry {
  readonly code: number;
  readonly status: number;
  readonly message: Translated;
}

const entry = (code: number, status: number, message: Translated): CatalogueEntry => ({
  code,
  status,
  message,
});

export const errors = {
  /** A token that is malformed, forged or unknown. */
  REQUEST_TOKEN_ERROR: entry(1011006, 401, {
    'zh-HK': '請求token錯誤，請重新登入',
    'zh-CN': '请求token错误，请重新登录',
    en: 'Invalid token, try to login again',
  }),
  /** The account is disabled (403 at sign-in, 401 on a live session). */
  ACCOUNT_FREEZE_ERROR: entry(1011007, 401, {
    'zh-HK': '賬號被凍結，請聯絡管理員',
    'zh-CN': '账号被冻结，请联系管理员',
    en: 'The account is frozen, please contact the administrator',
  }),
  /** The token's lifetime is over or its session was revoked. */
  LOGIN_EXPIRED: entry(1011008, 401, {
    'zh-HK': '登入已過期，請重新登入',
    'zh-CN': '登录已过期，请重新登录',
    en: 'Your login has expired, please log in again',
  }),
  /** No live session behind the request (no token sent, or signed out). */
  NO_LOGIN_USER: entry(1011009, 401, {
    'zh-HK': '無登入用戶，請先登入',
    'zh-CN': '无登录用户，请先登录',
    en: 'You are not logged in',
  }),
  /** A body, query or path parameter fails its schema; `{fields}` lists what failed. */
  PARAM_ERROR: entry(1012001, 400, {
    'zh-HK': '請求參數不正確：{fields}',
    'zh-CN': '请求参数不正确：{fields}',
    en: 'Invalid request parameters: {fields}',
  }),
  /** No route under /api matches the method and path. */
  URL_NOT_EXIST: entry(1013001, 404, {
    'zh-HK': '請求地址不存在：{url}',
    'zh-CN': '请求地址不存在：{url}',
    en: 'The requested address does not exist: {url}',
  }),
  /** Signed in, but the route's permission code is not granted. */
  NO_PERMISSION: entry(1013002, 403, {
    'zh-HK': '沒有權限訪問資源，請聯絡管理員',
    'zh-CN': '没有权限访问资源，请联系管理员',
    en: 'No permission to access this resource, please contact the administrator',
  }),
  /** The body's content type is not one the route reads. */
  UNSUPPORTED_MEDIA_TYPE: entry(1015001, 415, {
    'zh-HK': '不支援的請求內容類型：{type}',
    'zh-CN': '不支持的请求内容类型：{type}',
    en: 'Unsupported request content type: {type}',
  }),
  /** The body cannot be read as JSON. */
  REQUEST_JSON_ERROR: entry(1015002, 400, {
    'zh-HK': '請求JSON參數格式不正確，請檢查參數格式',
    'zh-CN': '请求JSON参数格式不正确，请检查参数格式',
    en: 'The request JSON is malformed, please check the parameter format',
  }),
  /** The body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: entry(1015003, 413, {
    'zh-HK': '請求內容過大，上限為 {limit} 字節',
    'zh-CN': '请求内容过大，上限为 {limit} 字节',
    en: 'The request body is too large; the limit is {limit} bytes',
  }),
  /** An unexpected failure; the message never carries a stack. */
  SERVER_ERROR: entry(1016002, 500, {
    'zh-HK': '伺服器出現異常，請聯絡管理員',
    'zh-CN': '服务器出现异常，请联系管理员',
    en: 'Server error encountered, Please contact the administrator.',
  }),
  /** The database cannot be reached. */
  DATABASE_UNAVAILABLE: entry(1016003, 503, {
    'zh-HK': '數據庫暫時無法連接，請稍後再試',
    'zh-CN': '数据库暂时无法连接，请稍后再试',
    en: 'The database is unavailable, please try again later',
  }),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errors;
export type ErrorCode = (typeof errors)[ErrorName]['code'];

/** The body codes that open the 'Notice' dialog with 'log in again' on the web (spec §8). */
export const SESSION_ERROR_CODES: readonly number[] = [
  errors.REQUEST_TOKEN_ERROR.code,
  errors.ACCOUNT_FREEZE_ERROR.code,
  errors.LOGIN_EXPIRED.code,
  errors.NO_LOGIN_USER.code,
];

/** The body codes shown as an error toast while the response is still returned (spec §8). */
export const TOAST_ERROR_CODES: readonly number[] = [
  errors.NO_PERMISSION.code,
  errors.SERVER_ERROR.code,
  errors.REQUEST_JSON_ERROR.code,
];

export const SUCCESS_CODE = 200;

export function errorMessage(name: ErrorName, lang: Lang, params?: Record<string, string | number>): string {
  return interpolate(errors[name].message[lang], params);
}

const byCode = new Map<number, ErrorName>(
  (Object.keys(errors) as ErrorName[]).map((name) => [errors[name].code, name]),
);

export function errorNameOf(code: number): ErrorName | undefined {
  return byCode.get(code);
}

/** Why a field failed its schema, as reported in a 1012001 answer; translated in its message. */
export const fieldReasons = {
  required: { 'zh-HK': '必填', 'zh-CN': '必填', en: 'required' },
  type: { 'zh-HK': '類型錯誤', 'zh-CN': '类型错误', en: 'wrong type' },
  range: { 'zh-HK': '超出範圍', 'zh-CN': '超出范围', en: 'out of range' },
  format: { 'zh-HK': '格式錯誤', 'zh-CN': '格式错误', en: 'wrong format' },
  enum: { 'zh-HK': '不是允許的值', 'zh-CN': '不是允许的值', en: 'not an allowed value' },
  unknown: { 'zh-HK': '未知欄位', 'zh-CN': '未知字段', en: 'unknown field' },
  invalid: { 'zh-HK': '無效', 'zh-CN': '无效', en: 'invalid' },
} as const satisfies Record<string, Translated>;
export type FieldReason = keyof typeof fieldReasons;

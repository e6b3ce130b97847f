import { interpolate, type Lang, type Translated } from './i18n.js';

/**
 * The one error catalogue. Codes keep the meaning they have in the system the spec was written
 * from (module 10 + kind + item; see shared/spec/error-codes.md); the HTTP status is ours
 * (shared/spec/decisions.md). 1011002 and 1011003 keep the origin's meaning (wrong account or
 * password, wrong captcha); 1011020 and up are ours. 1011004/1011005 (token empty, no Bearer prefix)
 * are left unused: decisions.md sends 1011009 and 1011006 for those cases. Both server and web read it: the server to answer, the web to decide
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
  /** Wrong account or password: one message for both, so accounts cannot be probed. */
  LOGIN_FAILED: entry(1011002, 401, {
    'zh-HK': '用戶名或密碼不正確',
    'zh-CN': '用户名或密码不正确',
    en: 'The username or password is incorrect.',
  }),
  /** The captcha answer is wrong, used or expired, or sign-in needs one and none was sent. */
  CAPTCHA_INVALID: entry(1011003, 400, {
    'zh-HK': '驗證碼不正確或已過期，請重新驗證',
    'zh-CN': '验证码不正确或已过期，请重新验证',
    en: 'The captcha is wrong or has expired, please try again',
  }),
  /** Too many failed sign-ins for one account; `{minutes}` until it opens again. */
  ACCOUNT_LOCKED: entry(1011020, 429, {
    'zh-HK': '登入失敗次數過多，賬號已鎖定，請於 {minutes} 分鐘後再試',
    'zh-CN': '登录失败次数过多，账号已锁定，请于 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
  }),
  /** The password does not decrypt with the server's SM2 key. */
  PASSWORD_DECRYPT_ERROR: entry(1011021, 400, {
    'zh-HK': '密碼密文無法解密，請重新整理頁面後再試',
    'zh-CN': '密码密文无法解密，请刷新页面后再试',
    en: 'The encrypted password could not be decrypted; reload the page and try again',
  }),
  /** The tenant code names no active tenant. */
  TENANT_NOT_FOUND: entry(1011022, 400, {
    'zh-HK': '租戶不存在或已停用',
    'zh-CN': '租户不存在或已停用',
    en: 'The tenant does not exist or is disabled',
  }),
  /** The SMS code is wrong or expired. */
  SMS_CODE_INVALID: entry(1011023, 400, {
    'zh-HK': '短訊驗證碼不正確或已過期',
    'zh-CN': '短信验证码不正确或已过期',
    en: 'The SMS code is wrong or has expired',
  }),
  /** SMS codes are rate limited per phone number; `{seconds}` until the next one. */
  SMS_RATE_LIMITED: entry(1011024, 429, {
    'zh-HK': '短訊發送過於頻繁，請於 {seconds} 秒後再試',
    'zh-CN': '短信发送过于频繁，请于 {seconds} 秒后再试',
    en: 'Too many SMS codes requested, try again in {seconds} seconds',
  }),
  /** A machine client's id or secret is wrong, or the client is disabled. */
  CLIENT_CREDENTIALS_INVALID: entry(1011025, 401, {
    'zh-HK': '客戶端憑證不正確',
    'zh-CN': '客户端凭证不正确',
    en: 'The client credentials are invalid',
  }),
  /** A refresh token that is unknown, used or expired. */
  REFRESH_TOKEN_INVALID: entry(1011026, 401, {
    'zh-HK': '刷新令牌無效或已過期',
    'zh-CN': '刷新令牌无效或已过期',
    en: 'The refresh token is invalid or has expired',
  }),
  /** Self-registration is off for the tenant. */
  REGISTRATION_CLOSED: entry(1011027, 403, {
    'zh-HK': '暫不開放自助註冊，請聯絡管理員',
    'zh-CN': '暂不开放自助注册，请联系管理员',
    en: 'Self-registration is closed, please contact the administrator',
  }),
  /** The account name is taken within the tenant. */
  ACCOUNT_EXISTS: entry(1011028, 409, {
    'zh-HK': '賬號已存在',
    'zh-CN': '账号已存在',
    en: 'The account already exists',
  }),
  /** The current password given for a password change is wrong. */
  OLD_PASSWORD_WRONG: entry(1011029, 400, {
    'zh-HK': '原密碼不正確',
    'zh-CN': '原密码不正确',
    en: 'The current password is incorrect',
  }),
  /** A body, query or path parameter fails its schema; `{fields}` lists what failed. */
  PARAM_ERROR: entry(1012001, 400, {
    'zh-HK': '請求參數不正確：{fields}',
    'zh-CN': '请求参数不正确：{fields}',
    en: 'Invalid request parameters: {fields}',
  }),
  /** The record named by an id does not exist in the caller's tenant. */
  RECORD_NOT_FOUND: entry(1012002, 404, {
    'zh-HK': '記錄不存在',
    'zh-CN': '记录不存在',
    en: 'The record does not exist',
  }),
  /** A form definition that the form engine cannot read; `{detail}` names the path. */
  FORM_DEFINITION_INVALID: entry(1012003, 400, {
    'zh-HK': '表單定義格式不正確：{detail}',
    'zh-CN': '表单定义格式不正确：{detail}',
    en: 'The form definition is malformed: {detail}',
  }),
  /** Submitted form data fails the form's rules; data.fieldErrors lists them by model path. */
  FORM_DATA_INVALID: entry(1012004, 400, {
    'zh-HK': '表單資料未通過校驗，共 {count} 處錯誤',
    'zh-CN': '表单数据未通过校验，共 {count} 处错误',
    en: 'The form data failed validation in {count} places',
  }),
  /** Saving over a newer version than the one the editor started from. */
  VERSION_CONFLICT: entry(1012005, 409, {
    'zh-HK': '此表單已被他人儲存為第 {current} 版，請重新載入後再修改',
    'zh-CN': '此表单已被他人保存为第 {current} 版，请重新加载后再修改',
    en: 'Someone else saved this form as version {current}; reload it before changing it',
  }),
  /** A record still referenced by others (a foreign key the service did not check first). */
  RECORD_IN_USE: entry(1012006, 409, {
    'zh-HK': '記錄仍被其他資料使用，無法刪除',
    'zh-CN': '记录仍被其他数据使用，无法删除',
    en: 'The record is still used by other data and cannot be deleted',
  }),
  // Users, roles, organisations and positions: 1012010-1012029 (input and state), 1013010-1013019 (refusals).
  /** An organisation with sub-organisations cannot be deleted. */
  ORG_HAS_CHILDREN: entry(1012010, 409, {
    'zh-HK': '此機構仍有 {count} 個下級機構，請先刪除或移走下級機構',
    'zh-CN': '此机构仍有 {count} 个下级机构，请先删除或移走下级机构',
    en: 'This organisation still has {count} sub-organisations; delete or move them first',
  }),
  /** An organisation that users belong to cannot be deleted. */
  ORG_HAS_USERS: entry(1012011, 409, {
    'zh-HK': '此機構仍有 {count} 名用戶，請先將用戶調往其他機構',
    'zh-CN': '此机构仍有 {count} 名用户，请先将用户调往其他机构',
    en: 'This organisation still has {count} users; move them to another organisation first',
  }),
  /** A role still granted to users cannot be deleted. */
  ROLE_IN_USE: entry(1012012, 409, {
    'zh-HK': '此角色仍授予 {count} 名用戶，請先取消授權',
    'zh-CN': '此角色仍授予 {count} 名用户，请先取消授权',
    en: 'This role is still granted to {count} users; revoke it first',
  }),
  /** Rows of an import failed their checks; data.rowErrors lists {row, field, message}; nothing was imported. */
  IMPORT_INVALID: entry(1012013, 400, {
    'zh-HK': '匯入檔案有 {count} 處錯誤，未匯入任何資料',
    'zh-CN': '导入文件有 {count} 处错误，未导入任何数据',
    en: 'The import file has {count} errors; nothing was imported',
  }),
  /** The uploaded file is not a readable .xlsx workbook. */
  IMPORT_FILE_INVALID: entry(1012014, 400, {
    'zh-HK': '無法讀取匯入檔案，請使用範本（.xlsx）',
    'zh-CN': '无法读取导入文件，请使用模板（.xlsx）',
    en: 'The import file cannot be read; please use the template (.xlsx)',
  }),
  /** An import holds more rows than one request takes; `{max}` is the limit. */
  IMPORT_TOO_MANY_ROWS: entry(1012015, 400, {
    'zh-HK': '每次最多匯入 {max} 行，請分批匯入',
    'zh-CN': '每次最多导入 {max} 行，请分批导入',
    en: 'At most {max} rows can be imported at once; split the file',
  }),
  /** The import file has no data rows below its header. */
  IMPORT_EMPTY: entry(1012016, 400, {
    'zh-HK': '匯入檔案沒有資料行',
    'zh-CN': '导入文件没有数据行',
    en: 'The import file has no data rows',
  }),
  /** The organisation code is taken within the tenant. */
  ORG_CODE_EXISTS: entry(1012017, 409, {
    'zh-HK': '機構編碼已存在',
    'zh-CN': '机构编码已存在',
    en: 'The organisation code already exists',
  }),
  /** The role code is taken within the tenant. */
  ROLE_CODE_EXISTS: entry(1012018, 409, {
    'zh-HK': '角色編碼已存在',
    'zh-CN': '角色编码已存在',
    en: 'The role code already exists',
  }),
  /** The position code is taken within the tenant. */
  POS_CODE_EXISTS: entry(1012019, 409, {
    'zh-HK': '職位編碼已存在',
    'zh-CN': '职位编码已存在',
    en: 'The position code already exists',
  }),
  /** An organisation cannot move below itself or one of its own sub-organisations. */
  ORG_PARENT_INVALID: entry(1012020, 400, {
    'zh-HK': '上級機構不能是本機構或其下級機構',
    'zh-CN': '上级机构不能是本机构或其下级机构',
    en: 'The parent cannot be the organisation itself or one of its sub-organisations',
  }),
  /** A position still held by users cannot be deleted. */
  POS_IN_USE: entry(1012021, 409, {
    'zh-HK': '此職位仍有 {count} 名用戶擔任，請先調整',
    'zh-CN': '此职位仍有 {count} 名用户担任，请先调整',
    en: 'This position is still held by {count} users; change them first',
  }),
  /** A super admin account cannot be deleted or disabled, nor changed by anyone but a super admin. */
  SUPER_ADMIN_PROTECTED: entry(1013010, 403, {
    'zh-HK': '超級管理員賬號受保護，不能執行此操作',
    'zh-CN': '超级管理员账号受保护，不能执行此操作',
    en: 'The super admin account is protected; this action is not allowed',
  }),
  /** The change would take away the caller's own last role that can grant roles. */
  LAST_ADMIN_ROLE: entry(1013011, 403, {
    'zh-HK': '不能移除自己最後一個管理角色',
    'zh-CN': '不能移除自己最后一个管理角色',
    en: 'You cannot remove your own last administrator role',
  }),
  /** Users cannot delete or disable their own account. */
  SELF_PROTECTED: entry(1013012, 403, {
    'zh-HK': '不能刪除或停用自己的賬號',
    'zh-CN': '不能删除或停用自己的账号',
    en: 'You cannot delete or disable your own account',
  }),
  /** The organisation lies outside the caller's data scope. */
  DATA_SCOPE_DENIED: entry(1013013, 403, {
    'zh-HK': '該機構超出你的數據範圍',
    'zh-CN': '该机构超出你的数据范围',
    en: 'That organisation is outside your data scope',
  }),
  /** A write raced another one and hit a unique index: the record exists already. */
  DUPLICATE_RECORD: entry(1012047, 409, {
    'zh-HK': '記錄已存在，請重新整理後再試',
    'zh-CN': '记录已存在，请刷新后再试',
    en: 'The record already exists; refresh and try again',
  }),
  /** A form that has submissions keeps them, and so cannot be deleted. */
  FORM_HAS_SUBMISSIONS: entry(1012048, 409, {
    'zh-HK': '此表單已有 {count} 份提交記錄，無法刪除',
    'zh-CN': '此表单已有 {count} 份提交记录，无法删除',
    en: 'This form has {count} submission(s) and cannot be deleted',
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
  /** The application is not one the user may switch to. */
  APP_NOT_GRANTED: entry(1013003, 403, {
    'zh-HK': '沒有此應用的權限',
    'zh-CN': '没有此应用的权限',
    en: 'You have no access to this application',
  }),
  // System administration (menus, apps, dictionaries, files, tenants, notices, timers, online users):
  // 1012030-1012049 (input and state), 1013020-1013029 (refusals).
  /** A menu with sub-menus or buttons cannot be deleted. */
  MENU_HAS_CHILDREN: entry(1012030, 409, {
    'zh-HK': '此選單仍有 {count} 個下級選單或按鈕，請先刪除下級',
    'zh-CN': '此菜单仍有 {count} 个下级菜单或按钮，请先删除下级',
    en: 'This menu still has {count} child menus or buttons; delete them first',
  }),
  /** The parent is missing, a button, the menu itself or one of its descendants, or of another application. */
  MENU_PARENT_INVALID: entry(1012031, 400, {
    'zh-HK': '上級選單無效：不能是按鈕、本選單或其下級，且須屬於同一應用',
    'zh-CN': '上级菜单无效：不能是按钮、本菜单或其下级，且须属于同一应用',
    en: 'Invalid parent menu: it cannot be a button, the menu itself or one of its children, and must be in the same application',
  }),
  /** The menu names an application the tenant does not have. */
  MENU_APP_UNKNOWN: entry(1012032, 400, {
    'zh-HK': '應用不存在：{app}',
    'zh-CN': '应用不存在：{app}',
    en: 'The application does not exist: {app}',
  }),
  /** A code (menu, application, dictionary type or value, tenant) is taken. */
  CODE_EXISTS: entry(1012033, 409, {
    'zh-HK': '編碼已存在：{code}',
    'zh-CN': '编码已存在：{code}',
    en: 'The code already exists: {code}',
  }),
  /** An application that still owns menus cannot be deleted. */
  APP_HAS_MENUS: entry(1012034, 409, {
    'zh-HK': '此應用仍有 {count} 個選單，請先刪除或移走選單',
    'zh-CN': '此应用仍有 {count} 个菜单，请先删除或移走菜单',
    en: 'This application still has {count} menus; delete or move them first',
  }),
  /** The default application cannot be deleted or disabled, and a disabled one cannot become the default. */
  APP_DEFAULT_RULE: entry(1012035, 409, {
    'zh-HK': '預設應用不能刪除或停用；停用的應用不能設為預設，請先另設預設應用',
    'zh-CN': '默认应用不能删除或停用；停用的应用不能设为默认，请先另设默认应用',
    en: 'The default application cannot be deleted or disabled, and a disabled one cannot be the default; set another default first',
  }),
  /** A dictionary type that still has values cannot be deleted. */
  DICT_TYPE_HAS_VALUES: entry(1012036, 409, {
    'zh-HK': '此字典仍有 {count} 個字典值，請先刪除字典值',
    'zh-CN': '此字典仍有 {count} 个字典值，请先删除字典值',
    en: 'This dictionary still has {count} values; delete them first',
  }),
  /** A file still used (as an avatar) cannot be deleted. */
  FILE_IN_USE: entry(1012037, 409, {
    'zh-HK': '此檔案仍被 {count} 名用戶用作頭像',
    'zh-CN': '此文件仍被 {count} 名用户用作头像',
    en: 'This file is still the avatar of {count} users',
  }),
  /** A tenant with users besides its own administrator cannot be deleted. */
  TENANT_HAS_USERS: entry(1012038, 409, {
    'zh-HK': '此租戶仍有 {count} 名用戶，請先刪除用戶',
    'zh-CN': '此租户仍有 {count} 名用户，请先删除用户',
    en: 'This tenant still has {count} users; delete them first',
  }),
  /** The platform tenant and the caller's own tenant cannot be deleted or disabled. */
  TENANT_PROTECTED: entry(1012039, 409, {
    'zh-HK': '平台租戶及你所在的租戶不能刪除或停用',
    'zh-CN': '平台租户及你所在的租户不能删除或停用',
    en: 'The platform tenant and your own tenant cannot be deleted or disabled',
  }),
  /** A cron expression that does not parse; `{detail}` says why. */
  CRON_INVALID: entry(1012040, 400, {
    'zh-HK': 'Cron 表達式不正確：{detail}',
    'zh-CN': 'Cron 表达式不正确：{detail}',
    en: 'Invalid cron expression: {detail}',
  }),
  /** The job's parameters fail its schema; `{detail}` names them. */
  TIMER_PARAMS_INVALID: entry(1012041, 400, {
    'zh-HK': '任務參數不正確：{detail}',
    'zh-CN': '任务参数不正确：{detail}',
    en: 'Invalid job parameters: {detail}',
  }),
  /** The job is running right now (on this or another server instance). */
  TIMER_BUSY: entry(1012042, 409, {
    'zh-HK': '任務正在執行中，請稍後再試',
    'zh-CN': '任务正在执行中，请稍后再试',
    en: 'The job is running right now; try again later',
  }),
  /** Only a draft notice can be edited or published. */
  NOTICE_NOT_DRAFT: entry(1012043, 409, {
    'zh-HK': '只有草稿通知可以編輯或發佈',
    'zh-CN': '只有草稿通知可以编辑或发布',
    en: 'Only a draft notice can be edited or published',
  }),
  /** Only a published notice can be withdrawn. */
  NOTICE_NOT_PUBLISHED: entry(1012044, 409, {
    'zh-HK': '只有已發佈的通知可以撤回',
    'zh-CN': '只有已发布的通知可以撤回',
    en: 'Only a published notice can be withdrawn',
  }),
  /** A published notice must be withdrawn before it is deleted. */
  NOTICE_PUBLISHED: entry(1012045, 409, {
    'zh-HK': '通知已發佈，請先撤回再刪除',
    'zh-CN': '通知已发布，请先撤回再删除',
    en: 'The notice is published; withdraw it before deleting it',
  }),
  /** Some listed recipients are not users of the tenant; `{count}` of them. */
  NOTICE_RECIPIENTS_INVALID: entry(1012046, 400, {
    'zh-HK': '有 {count} 名收件人不存在',
    'zh-CN': '有 {count} 名收件人不存在',
    en: '{count} of the recipients do not exist',
  }),
  /** A .bpmn that does not read as BPMN 2.0 XML; `{detail}` is the parser's reason. */
  WF_BPMN_INVALID: entry(1012060, 400, {
    'zh-HK': '流程圖無法讀取：{detail}',
    'zh-CN': '流程图无法读取：{detail}',
    en: 'The process diagram cannot be read: {detail}',
  }),
  /** Elements the engine cannot run, named, refused at deployment (never at run time). */
  WF_ELEMENT_UNSUPPORTED: entry(1012061, 400, {
    'zh-HK': '流程引擎無法執行以下元素：{detail}',
    'zh-CN': '流程引擎无法执行以下元素：{detail}',
    en: 'The engine cannot run these elements: {detail}',
  }),
  /** A gateway condition, timer or candidate expression that does not parse; `{detail}` names it. */
  WF_EXPRESSION_INVALID: entry(1012062, 400, {
    'zh-HK': '表達式無法解析：{detail}',
    'zh-CN': '表达式无法解析：{detail}',
    en: 'An expression does not parse: {detail}',
  }),
  /** A binding names a form version, action or user that does not exist, or misses one it needs. */
  WF_BINDING_INVALID: entry(1012063, 400, {
    'zh-HK': '流程設定不完整：{detail}',
    'zh-CN': '流程设置不完整：{detail}',
    en: 'The process settings are incomplete: {detail}',
  }),
  /** Starting a model that is disabled or was never deployed. */
  WF_MODEL_NOT_STARTABLE: entry(1012064, 409, {
    'zh-HK': '此流程尚未部署或已停用，不能發起',
    'zh-CN': '此流程尚未部署或已停用，不能发起',
    en: 'This process is not deployed or is disabled, so it cannot be started',
  }),
  /** Deleting a model while instances of it run. */
  WF_MODEL_HAS_RUNNING: entry(1012065, 409, {
    'zh-HK': '此流程有 {count} 個進行中的實例，無法刪除',
    'zh-CN': '此流程有 {count} 个进行中的实例，无法删除',
    en: 'This process has {count} running instance(s) and cannot be deleted',
  }),
  /** The task was completed, rejected or cancelled already (also the loser of a simultaneous click). */
  WF_TASK_CLOSED: entry(1012066, 409, {
    'zh-HK': '此任務已被處理，請重新整理',
    'zh-CN': '此任务已被处理，请刷新',
    en: 'This task has already been handled; refresh to see its state',
  }),
  /** The caller is neither the task's assignee nor, while unclaimed, one of its candidates. */
  WF_TASK_NOT_YOURS: entry(1012067, 403, {
    'zh-HK': '你不是此任務的處理人',
    'zh-CN': '你不是此任务的处理人',
    en: 'You are not the assignee or a candidate of this task',
  }),
  /**
   * A task of an instance that works for a record (a permit's check or approval) through the generic
   * task calls: it is done on the record's page, with its permission and signature; `data.page` names it.
   */
  WF_TASK_OWNED: entry(1012072, 409, {
    'zh-HK': '此任務屬於工作許可證，請在許可證頁面辦理',
    'zh-CN': '此任务属于工作许可证，请在许可证页面办理',
    en: "This task belongs to a permit to work: act on it from the permit's page",
  }),
  /** A permit's process instance: its history stays with the permit, so it is not deleted alone. */
  WF_INSTANCE_OWNED: entry(1012152, 409, {
    'zh-HK': '此流程實例屬於工作許可證，會與許可證一併保留，不能單獨刪除',
    'zh-CN': '此流程实例属于工作许可证，会与许可证一并保留，不能单独删除',
    en: 'This process belongs to a permit to work and is kept with it: it cannot be deleted on its own',
  }),
  /** Rejecting back to an element that is not an earlier user task of the instance. */
  WF_REJECT_TARGET_INVALID: entry(1012068, 400, {
    'zh-HK': '不能退回到「{detail}」',
    'zh-CN': '不能退回到「{detail}」',
    en: 'The task cannot be sent back to "{detail}"',
  }),
  /** Withdrawing after someone acted, or by someone other than the starter. */
  WF_WITHDRAW_REFUSED: entry(1012069, 409, {
    'zh-HK': '流程已有人處理，或你不是發起人，不能撤回',
    'zh-CN': '流程已有人处理，或你不是发起人，不能撤回',
    en: 'Someone has already acted on this process, or you did not start it, so it cannot be withdrawn',
  }),
  /** An action that needs a running (or suspended, or finished) instance met another state. */
  WF_INSTANCE_STATE: entry(1012070, 409, {
    'zh-HK': '流程實例目前為「{status}」，不能執行此操作',
    'zh-CN': '流程实例目前为「{status}」，不能执行此操作',
    en: 'The process instance is {status}, so this cannot be done',
  }),
  /** The engine found no way on (an exclusive gateway with no condition true and no default). */
  WF_NO_PATH: entry(1012071, 400, {
    'zh-HK': '流程無法繼續：{detail}',
    'zh-CN': '流程无法继续：{detail}',
    en: 'The process cannot go on: {detail}',
  }),
  /** The permit's status does not allow the action; `{status}` is the status it is in. */
  PERMIT_STATE: entry(1012080, 409, {
    'zh-HK': '許可證目前為「{status}」，不能執行此操作',
    'zh-CN': '许可证目前为「{status}」，不能执行此操作',
    en: 'The permit is {status}, so this cannot be done',
  }),
  /** The competent person who checked a permit may not also approve it. */
  PERMIT_CHECKER_IS_APPROVER: entry(1012081, 409, {
    'zh-HK': '檢查人不能同時批准同一張許可證',
    'zh-CN': '检查人不能同时批准同一张许可证',
    en: 'The person who checked the permit cannot also approve it',
  }),
  /** A gas reading outside its band (or missing) blocks approval and resumption; `{detail}` names it. */
  PERMIT_GAS_OUT_OF_RANGE: entry(1012082, 409, {
    'zh-HK': '氣體測試不合格：{detail}',
    'zh-CN': '气体检测不合格：{detail}',
    en: 'The gas test does not pass: {detail}',
  }),
  /** The validity window is missing, ends before it starts, or is longer than one shift. */
  PERMIT_WINDOW_INVALID: entry(1012083, 400, {
    'zh-HK': '有效時段不正確：須有開始及結束時間，且不可超過 {hours} 小時',
    'zh-CN': '有效时段不正确：须有开始及结束时间，且不可超过 {hours} 小时',
    en: 'The validity window is wrong: it needs a start and an end, at most {hours} hours apart',
  }),
  /** Only the applicant who raised the permit may do this. */
  PERMIT_NOT_APPLICANT: entry(1012084, 403, {
    'zh-HK': '只有申請人可以執行此操作',
    'zh-CN': '只有申请人可以执行此操作',
    en: 'Only the applicant can do this',
  }),
  /** The caller is not a candidate of the permit's current step. */
  PERMIT_NOT_YOUR_STEP: entry(1012085, 403, {
    'zh-HK': '你不是此步驟的處理人',
    'zh-CN': '你不是此步骤的处理人',
    en: 'You are not the person for this step',
  }),
  /** A site link that was tampered with, has expired, was re-issued or revoked, or whose tenant is disabled: nothing is shown. */
  PERMIT_LINK_INVALID: entry(1012086, 404, {
    'zh-HK': '連結無效或已過期',
    'zh-CN': '链接无效或已过期',
    en: 'This link is not valid or has expired',
  }),
  /** The type's approval process is not deployed (or was disabled) in the workflow application. */
  PERMIT_NO_PROCESS: entry(1012087, 409, {
    'zh-HK': '此類許可證的審批流程未部署或已停用',
    'zh-CN': '此类许可证的审批流程未部署或已停用',
    en: 'The approval process for this permit type is not deployed or is disabled',
  }),
  /** A step that must be signed came without a signature. */
  PERMIT_SIGNATURE_REQUIRED: entry(1012088, 400, {
    'zh-HK': '請簽署（輸入你的姓名）',
    'zh-CN': '请签署（输入你的姓名）',
    en: 'Sign by typing your name',
  }),
  /**
   * The permit's safety conditions do not hold (issue #29): a stop-work signal or gas alarm in force,
   * a gas test out of band or at the wrong time, a window that has ended. `{detail}` names each rule
   * and what failed; `data.blocks` lists them for the page.
   */
  PERMIT_BLOCKED: entry(1012150, 409, {
    'zh-HK': '許可證的安全條件未符合：{detail}',
    'zh-CN': '许可证的安全条件未符合：{detail}',
    en: "The permit's safety conditions do not hold: {detail}",
  }),
  /** A submitted window that starts before now (beyond a few minutes' grace) or has already ended. */
  PERMIT_WINDOW_PAST: entry(1012151, 400, {
    'zh-HK': '有效時段不正確：開始時間不可早於現在 {minutes} 分鐘以上，結束時間須在現在之後',
    'zh-CN': '有效时段不正确：开始时间不可早于现在 {minutes} 分钟以上，结束时间须在现在之后',
    en: 'The validity window is wrong: it may start at most {minutes} minutes ago and must end in the future',
  }),
  /** Another device (in any tenant) already has this IMEI: it is the device's MQTT user name. */
  DEVICE_IMEI_EXISTS: entry(1012090, 409, {
    'zh-HK': 'IMEI「{imei}」已被其他設備使用',
    'zh-CN': 'IMEI「{imei}」已被其他设备使用',
    en: 'IMEI {imei} is already registered to another device',
  }),
  /** The spec's message when a config refresh is refused or unanswered. */
  DEVICE_REFRESH_CONFIG_FAILED: entry(1012091, 502, {
    'zh-HK': '刷新配置失敗',
    'zh-CN': '刷新配置失败',
    en: 'refresh config failed',
  }),
  /** The spec's message when a Linux command fails or is unanswered. */
  DEVICE_COMMAND_FAILED: entry(1012092, 502, {
    'zh-HK': '命令執行失敗',
    'zh-CN': '命令执行失败',
    en: 'command execution failed',
  }),
  /** The spec's message when a firmware switch fails or is unanswered. */
  DEVICE_VERSION_SWITCH_FAILED: entry(1012093, 502, {
    'zh-HK': '版本切換失敗',
    'zh-CN': '版本切换失败',
    en: 'version switch failed',
  }),
  /** The spec's message when the SOS number sync fails, is unanswered, or the watch has no wearer. */
  DEVICE_SOS_SYNC_FAILED: entry(1012094, 502, {
    'zh-HK': 'SOS號碼同步失敗',
    'zh-CN': 'SOS号码同步失败',
    en: 'SOS number sync failed',
  }),
  /** A remote unlock that failed or went unanswered. */
  DEVICE_UNLOCK_FAILED: entry(1012095, 502, {
    'zh-HK': '遙距開鎖失敗',
    'zh-CN': '远程开锁失败',
    en: 'remote unlock failed',
  }),
  /** Linux commands on devices are for super admins only. */
  SUPER_ADMIN_ONLY: entry(1013022, 403, {
    'zh-HK': '只有超級管理員可以執行此操作',
    'zh-CN': '只有超级管理员可以执行此操作',
    en: 'Only a super admin can do this',
  }),
  /** The watch is worn by someone else already. */
  WEARER_DEVICE_TAKEN: entry(1012096, 409, {
    'zh-HK': '此手錶已分配給「{name}」',
    'zh-CN': '此手表已分配给「{name}」',
    en: 'This watch is already assigned to {name}',
  }),
  /** A wearer's attendance card is another wearer's already. */
  WEARER_CARD_TAKEN: entry(1012099, 409, {
    'zh-HK': '此考勤卡已分配給「{name}」',
    'zh-CN': '此考勤卡已分配给「{name}」',
    en: 'This attendance card is already assigned to {name}',
  }),
  /** A camera stream could not be pulled (unreachable, wrong password, bad URL, no answer in time). */
  CAMERA_PULL_FAILED: entry(1012110, 502, {
    'zh-HK': '拉流失敗，請聯絡管理員',
    'zh-CN': '拉流失败，请联系管理员',
    en: 'pull flow failed, please contact the administrator',
  }),
  /** A camera webhook or stream call with a missing, wrong or rotated secret. */
  CAMERA_SECRET_INVALID: entry(1012111, 403, {
    'zh-HK': '鏡頭密鑰不正確',
    'zh-CN': '摄像头密钥不正确',
    en: 'The camera secret is not valid',
  }),
  /** A camera call that needs a configuration got neither an hkConfig header nor an IP. */
  CAMERA_CONFIG_REQUIRED: entry(1012112, 400, {
    'zh-HK': '請先選擇鏡頭配置',
    'zh-CN': '请先选择摄像头配置',
    en: 'Choose a camera configuration first',
  }),
  /** Another configuration of the tenant already has this IP and port. */
  CAMERA_CONFIG_EXISTS: entry(1012113, 409, {
    'zh-HK': '已有使用此 IP 及端口的鏡頭配置',
    'zh-CN': '已有使用此 IP 及端口的摄像头配置',
    en: 'A camera configuration with this IP and port already exists',
  }),
  /** Deleting an area or location that cameras are still placed in. */
  CAMERA_PLACE_IN_USE: entry(1012114, 409, {
    'zh-HK': '仍有 {count} 個鏡頭位於此處，請先移走',
    'zh-CN': '仍有 {count} 个摄像头位于此处，请先移走',
    en: '{count} cameras are still placed here; move them first',
  }),
  /** A CCTV alert's snapshot that is not a JPEG or PNG, or is too large. */
  CCTV_SNAPSHOT_INVALID: entry(1012115, 400, {
    'zh-HK': '快照須為不超過 700 KB 的 JPEG 或 PNG 圖片',
    'zh-CN': '快照须为不超过 700 KB 的 JPEG 或 PNG 图片',
    en: 'The snapshot must be a JPEG or PNG image of at most 700 KB',
  }),
  /**
   * A camera configuration, RTSP template or per-camera URL naming a host the server may not pull
   * from (loopback, link-local, metadata, this server, outside CAMERA_NETWORKS): at save, and at
   * stream start (its name may resolve elsewhere since). `{reason}` is one of cameraHostReasons.
   */
  CAMERA_HOST_NOT_ALLOWED: entry(1012116, 400, {
    'zh-HK': '「{field}」的鏡頭地址不獲准許：{reason}',
    'zh-CN': '「{field}」的摄像头地址不被允许：{reason}',
    en: 'The camera address in {field} is not allowed: {reason}',
  }),
  /** Starting a live stream beyond LIVE_STREAMS_MAX, LIVE_STREAMS_PER_TENANT or LIVE_TRANSCODES_MAX. */
  LIVE_STREAMS_BUSY: entry(1012117, 503, {
    'zh-HK': '同時播放的即時影像太多，請關閉其他影像後再試',
    'zh-CN': '同时播放的实时影像太多，请关闭其他影像后再试',
    en: 'Too many live streams are playing; close one and try again',
  }),
  /** GET /weather/current before the first good fetch from the Observatory. */
  WEATHER_UNAVAILABLE: entry(1012120, 503, {
    'zh-HK': '暫時未能取得天文台的天氣資料，請稍後再試',
    'zh-CN': '暂时未能取得天文台的天气资料，请稍后再试',
    en: 'Weather from the Observatory is not available yet; try again shortly',
  }),
  /** POST /weather/replay on a server reading the live Observatory. */
  WEATHER_REPLAY_LIVE: entry(1012121, 409, {
    'zh-HK': '伺服器正使用天文台實時資料，不能重播記錄',
    'zh-CN': '服务器正使用天文台实时资料，不能重播记录',
    en: 'The server reads the live Observatory; recordings cannot be replayed',
  }),
  /** Weather settings naming a station the Observatory does not report. */
  WEATHER_STATION_UNKNOWN: entry(1012122, 400, {
    'zh-HK': '天文台沒有「{station}」的氣溫讀數',
    'zh-CN': '天文台没有「{station}」的气温读数',
    en: 'The Observatory reports no temperature for {station}',
  }),
  /** Weather settings with two rules for one warning. */
  WEATHER_RULE_DUPLICATE: entry(1012123, 400, {
    'zh-HK': '「{warning}」有多於一條規則',
    'zh-CN': '「{warning}」有多于一条规则',
    en: 'There is more than one rule for {warning}',
  }),
  /** A dashboard or month-bar filter naming a site the tenant has no device or alert at. */
  DASHBOARD_SITE_UNKNOWN: entry(1012130, 400, {
    'zh-HK': '沒有名為「{site}」的地盤',
    'zh-CN': '没有名为「{site}」的工地',
    en: 'There is no site named {site}',
  }),
  /** The alert's status does not allow the action; `{status}` is the one it is in. */
  ALERT_STATE: entry(1012097, 409, {
    'zh-HK': '警報目前為「{status}」，不能執行此操作',
    'zh-CN': '告警目前为「{status}」，不能执行此操作',
    en: 'The alert is {status}, so this cannot be done',
  }),
  /** A device call with a machine token for a device of another kind than the page's. */
  DEVICE_KIND_MISMATCH: entry(1012098, 400, {
    'zh-HK': '此頁面不能管理「{kind}」類設備',
    'zh-CN': '此页面不能管理「{kind}」类设备',
    en: 'This page cannot manage devices of kind {kind}',
  }),
  /** A machine-only route called with a user's session token, or the reverse. */
  MACHINE_TOKEN_REQUIRED: entry(1011030, 401, {
    'zh-HK': '此接口須使用客戶端憑證令牌',
    'zh-CN': '此接口须使用客户端凭证令牌',
    en: 'This call needs a client-credential token (/api/tb/token)',
  }),
  /**
   * A platform power (tenants, weather replay, a device shell; permissions.ts PLATFORM_PERMISSIONS)
   * asked for from another tenant: a tenant's administrator has no power outside the tenant.
   */
  PLATFORM_TENANT_ONLY: entry(1013020, 403, {
    'zh-HK': '只有平台租戶可以執行此操作（例如管理租戶）',
    'zh-CN': '只有平台租户可以执行此操作（例如管理租户）',
    en: 'Only the platform tenant can do this (tenants, for example, are managed there)',
  }),
  /** A platform power asked for by a platform tenant user who is not its super admin. */
  PLATFORM_ADMIN_ONLY: entry(1013023, 403, {
    'zh-HK': '只有平台超級管理員可以執行此操作',
    'zh-CN': '只有平台超级管理员可以执行此操作',
    en: 'Only the platform super admin can do this',
  }),
  /** Forcing out one's own session: sign out instead. */
  FORCE_LOGOUT_SELF: entry(1013021, 400, {
    'zh-HK': '不能強制登出自己目前的登入，請使用登出',
    'zh-CN': '不能强制下线自己当前的登录，请使用退出登录',
    en: 'You cannot force out your own current session; sign out instead',
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
  /** The uploaded file's content is not an allowed type; `{allowed}` lists them. */
  FILE_TYPE_NOT_ALLOWED: entry(1015004, 415, {
    'zh-HK': '不支援此檔案類型，只接受：{allowed}',
    'zh-CN': '不支持此文件类型，只接受：{allowed}',
    en: 'This file type is not allowed; accepted: {allowed}',
  }),
  /** A multipart request without a file. */
  NO_FILE_UPLOADED: entry(1015005, 400, {
    'zh-HK': '沒有上載檔案',
    'zh-CN': '没有上传文件',
    en: 'No file uploaded',
  }),
  /**
   * Too many requests to a rate-limited route from one address (or for one account) within the
   * window (platform/http/rate-limit.ts); `{seconds}` until it opens again, also sent as Retry-After.
   */
  TOO_MANY_REQUESTS: entry(1015006, 429, {
    'zh-HK': '請求過於頻繁，請於 {seconds} 秒後再試',
    'zh-CN': '请求过于频繁，请于 {seconds} 秒后再试',
    en: 'Too many requests, please try again in {seconds} seconds',
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
  /** A request that arrives while the server drains for shutdown; another instance (or a retry) serves it. */
  SERVER_SHUTTING_DOWN: entry(1016004, 503, {
    'zh-HK': '伺服器正在關閉，請稍後再試',
    'zh-CN': '服务器正在关闭，请稍后再试',
    en: 'The server is shutting down, please try again shortly',
  }),
  /** A public tracking link that was altered, has expired, was re-issued, or names nothing: no data. */
  TRACKING_LINK_INVALID: entry(1012140, 404, {
    'zh-HK': '連結無效或已過期',
    'zh-CN': '链接无效或已过期',
    en: 'This link is not valid or has expired',
  }),
  /** Another vehicle or lifting appliance of the tenant already has this number. */
  PLANT_NUMBER_EXISTS: entry(1012141, 409, {
    'zh-HK': '編號「{number}」已登記',
    'zh-CN': '编号「{number}」已登记',
    en: 'Number {number} is already registered',
  }),
  /** "Send me a test" by a channel this server has no settings for (email without SMTP_URL): the request is fine, the set-up refuses it (409, not a server failure). */
  CONTACT_CHANNEL_UNAVAILABLE: entry(1012170, 409, {
    'zh-HK': '此伺服器未設定{channel}發送，請聯絡管理員',
    'zh-CN': '此服务器未设置{channel}发送，请联系管理员',
    en: 'This server is not set up to send {channel}; please contact the administrator',
  }),
  /** "Send me a test" by a channel the caller has no address for. */
  CONTACT_POINT_MISSING: entry(1012171, 400, {
    'zh-HK': '請先設定你的{channel}',
    'zh-CN': '请先设置你的{channel}',
    en: 'Set your {channel} first',
  }),
  /** The channel's provider refused or could not be reached; `reason` is the provider's own words. */
  CONTACT_TEST_FAILED: entry(1012172, 502, {
    'zh-HK': '{channel}測試訊息發送失敗：{reason}',
    'zh-CN': '{channel}测试消息发送失败：{reason}',
    en: 'The {channel} test message could not be sent: {reason}',
  }),
  /** A roster or escalation chain naming someone who is not a user of the caller's tenant. */
  DUTY_USER_UNKNOWN: entry(1012180, 400, {
    'zh-HK': '用戶「{user}」不屬於此租戶，不能排入當值或升級名單',
    'zh-CN': '用户「{user}」不属于此租户，不能排入值班或升级名单',
    en: 'User {user} is not in this tenant, so cannot be on a roster or escalation chain',
  }),
  /** An escalation chain naming a role the caller's tenant does not have. */
  DUTY_ROLE_UNKNOWN: entry(1012181, 400, {
    'zh-HK': '角色「{role}」不屬於此租戶',
    'zh-CN': '角色「{role}」不属于此租户',
    en: 'Role {role} is not in this tenant',
  }),
  /** An alert action link (phone notification, email) that is not one this server signed, or was altered. */
  ACTION_LINK_INVALID: entry(1012190, 400, {
    'zh-HK': '此連結無效',
    'zh-CN': '此链接无效',
    en: 'This link is not valid',
  }),
  /** An alert action link past its expiry: the alert is handled in the console instead. */
  ACTION_LINK_EXPIRED: entry(1012191, 410, {
    'zh-HK': '此連結已過期，請在控制台處理警報',
    'zh-CN': '此链接已过期，请在控制台处理告警',
    en: 'This link has expired; please handle the alert in the console',
  }),
  /** An alert action link works once; pressed again (or forwarded) it is refused. */
  ACTION_LINK_USED: entry(1012192, 409, {
    'zh-HK': '此連結已使用',
    'zh-CN': '此链接已使用',
    en: 'This link has already been used',
  }),
  /** A push subscription at a push service this server is not set up to trust (PUSH_SERVICES). */
  PUSH_SERVICE_NOT_ALLOWED: entry(1012193, 400, {
    'zh-HK': '此瀏覽器的推送服務不獲接受，請聯絡管理員',
    'zh-CN': '此浏览器的推送服务不获接受，请联系管理员',
    en: "This browser's push service is not accepted; please contact the administrator",
  }),
  /** A lock asked to open with no bound permit in force where it is (issue #34); `detail` says why. */
  LOCK_NO_PERMIT: entry(1012194, 409, {
    'zh-HK': '不能開鎖：{detail}',
    'zh-CN': '不能开锁：{detail}',
    en: 'The lock stays locked: {detail}',
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

/**
 * A message parameter: a value, or a word in every language (a status name) that the message takes in
 * its own language.
 */
export type ErrorParams = Record<string, string | number | Translated>;

export function errorMessage(name: ErrorName, lang: Lang, params: ErrorParams = {}): string {
  const inLang = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? value[lang] : value]),
  );
  return interpolate(errors[name].message[lang], inLang);
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

/** Why a camera host was refused (CAMERA_HOST_NOT_ALLOWED's `{reason}`). */
export const cameraHostReasons = {
  unresolvable: {
    'zh-HK': '無法解析此主機名稱',
    'zh-CN': '无法解析此主机名',
    en: 'the host name does not resolve',
  },
  loopback: { 'zh-HK': '本機迴路地址', 'zh-CN': '本机回环地址', en: 'a loopback address' },
  unspecified: {
    'zh-HK': '未指定地址（如 0.0.0.0）',
    'zh-CN': '未指定地址（如 0.0.0.0）',
    en: 'an unspecified address (such as 0.0.0.0)',
  },
  linkLocal: { 'zh-HK': '鏈路本地地址', 'zh-CN': '链路本地地址', en: 'a link-local address' },
  multicast: { 'zh-HK': '多播地址', 'zh-CN': '组播地址', en: 'a multicast address' },
  reserved: { 'zh-HK': '保留或廣播地址', 'zh-CN': '保留或广播地址', en: 'a reserved or broadcast address' },
  metadata: {
    'zh-HK': '雲端元數據服務地址',
    'zh-CN': '云元数据服务地址',
    en: 'a cloud metadata service address',
  },
  thisServer: {
    'zh-HK': '本伺服器自身的服務端口',
    'zh-CN': '本服务器自身的服务端口',
    en: "one of this server's own ports",
  },
  outsideNetworks: {
    'zh-HK': '不在允許的鏡頭網絡之內',
    'zh-CN': '不在允许的摄像头网络之内',
    en: 'outside the allowed camera networks',
  },
} as const satisfies Record<string, Translated>;
export type CameraHostReason = keyof typeof cameraHostReasons;

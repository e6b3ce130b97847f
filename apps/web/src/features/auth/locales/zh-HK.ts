/** Sign-in texts in Traditional Chinese: the source shape the other languages must match. */
const auth = {
  login: {
    title: '登入',
    heading: '帳戶密碼登入',
    account: '帳戶',
    accountRequired: '請輸入帳戶',
    password: '密碼',
    passwordRequired: '請輸入密碼',
    tenant: '租戶編號',
    tenantRequired: '請輸入租戶編號',
    captchaHint: '登入時需要完成安全驗證',
    rememberMe: '記住我',
    submit: '登入',
    comingSoon: '登入功能將於下一個版本推出',
    backendDown: '後端未啟動或代理錯誤',
  },
};

export type AuthMessages = typeof auth;
export default auth;

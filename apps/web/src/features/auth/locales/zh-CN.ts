import type { AuthMessages } from './zh-HK';

const auth: AuthMessages = {
  login: {
    title: '登录',
    heading: '账户密码登录',
    account: '账户',
    accountRequired: '请输入账户',
    password: '密码',
    passwordRequired: '请输入密码',
    tenant: '租户编号',
    tenantRequired: '请输入租户编号',
    captchaHint: '登录时需要完成安全验证',
    rememberMe: '记住我',
    submit: '登录',
    comingSoon: '登录功能将于下一个版本推出',
    backendDown: '后端未启动或代理错误',
  },
};

export default auth;

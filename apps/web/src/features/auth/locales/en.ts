import type { AuthMessages } from './zh-HK';

const auth: AuthMessages = {
  login: {
    title: 'Sign in',
    heading: 'Sign in with your account',
    account: 'Account',
    accountRequired: 'Please enter your account',
    password: 'Password',
    passwordRequired: 'Please enter your password',
    tenant: 'Tenant code',
    tenantRequired: 'Please enter your tenant code',
    captchaHint: 'A security check will be requested when you sign in.',
    rememberMe: 'Remember me',
    submit: 'Sign in',
    comingSoon: 'Sign-in arrives with the next release.',
    backendDown: 'The backend is not running or the proxy failed.',
  },
};

export default auth;

import type { CommonMessages } from './zh-HK';

const common: CommonMessages = {
  app: {
    tagline: '工地安全管理平台',
    loading: '加载中…',
  },
  layout: {
    copyright: '版权所有 © {{year}} Siteguard',
    language: '语言',
  },
  session: {
    notice: '提示',
    loginAgain: '重新登录',
    forbidden: '禁止访问',
    noMenuTitle: '提示：',
    noMenu: '无菜单权限，请联系管理员',
  },
  shell: {
    home: '首页',
    greeting: {
      morning: '早上好',
      forenoon: '上午好',
      noon: '中午好',
      afternoon: '下午好',
      evening: '晚上好',
    },
    welcome: '{{greeting}}，{{name}}，欢迎使用 Siteguard',
    welcomeHint: '请从左侧菜单选择要处理的工作。',
    dashboard: '仪表板',
    accountCenter: '个人中心',
    accountSettings: '个人设置',
    comingSoon: '即将推出',
    comingSoonDescription: '此页面正在开发中，敬请期待。',
    logout: '退出登录',
    logoutConfirm: '确定要退出登录吗？',
    switchApp: '切换应用',
    switching: '正在切换应用…',
    switchError: '应用切换错误',
    currentApp: '当前应用',
    userMenu: '用户菜单',
    loadUserError: '无法加载用户信息，请重新登录',
  },
  exception: {
    backHome: '返回首页',
    notFound: {
      title: '页面不存在',
      description: '抱歉，你访问的页面不存在或仍在开发中',
    },
    serverError: {
      title: '服务器出错',
      description: '抱歉，服务器出错了',
    },
  },
};

export default common;

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

/** Shell texts in Traditional Chinese: the source shape the other languages must match. */
const common = {
  app: {
    tagline: '工地安全管理平台',
    loading: '載入中…',
  },
  layout: {
    copyright: '版權所有 © {{year}} Siteguard',
    language: '語言',
  },
  exception: {
    backHome: '返回首頁',
    notFound: {
      title: '找不到頁面',
      description: '抱歉，你訪問的頁面不存在或仍在開發中',
    },
    serverError: {
      title: '伺服器出錯',
      description: '抱歉，伺服器出錯了',
    },
  },
};

export type CommonMessages = typeof common;
export default common;

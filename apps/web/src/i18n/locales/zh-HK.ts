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
  session: {
    notice: '提示',
    loginAgain: '重新登入',
    forbidden: '禁止訪問',
    noMenuTitle: '提示：',
    noMenu: '無菜單權限，請聯絡管理員',
  },
  shell: {
    home: '首頁',
    greeting: {
      morning: '早晨',
      forenoon: '上午好',
      noon: '午安',
      afternoon: '下午好',
      evening: '晚上好',
    },
    welcome: '{{greeting}}，{{name}}，歡迎使用 Siteguard',
    welcomeHint: '請從左側菜單選擇要處理的工作。',
    dashboard: '儀表板',
    accountCenter: '個人中心',
    accountSettings: '個人設定',
    comingSoon: '即將推出',
    comingSoonDescription: '此頁面正在開發中，敬請期待。',
    logout: '退出登入',
    logoutConfirm: '確定要退出登入嗎？',
    switchApp: '切換應用',
    switching: '正在切換應用…',
    switchError: '應用切換錯誤',
    currentApp: '目前應用',
    userMenu: '用戶選單',
    loadUserError: '無法載入用戶資料，請重新登入',
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

import type { CommonMessages } from './zh-HK';

const common: CommonMessages = {
  app: {
    tagline: 'Site safety console',
    loading: 'Loading…',
  },
  layout: {
    copyright: 'Copyright © {{year}} Siteguard',
    language: 'Language',
  },
  session: {
    notice: 'Notice',
    loginAgain: 'Log in again',
    forbidden: 'Forbidden',
    noMenuTitle: 'Notice:',
    noMenu: 'You have no menu permissions, please contact the administrator',
  },
  shell: {
    home: 'Home',
    greeting: {
      morning: 'Good morning',
      forenoon: 'Good morning',
      noon: 'Good day',
      afternoon: 'Good afternoon',
      evening: 'Good evening',
    },
    welcome: '{{greeting}}, {{name}}. Welcome to Siteguard',
    welcomeHint: 'Choose a task from the menu on the left.',
    dashboard: 'Dashboard',
    accountCenter: 'Personal centre',
    accountSettings: 'Personal settings',
    comingSoon: 'Coming soon',
    comingSoonDescription: 'This page is still being built.',
    logout: 'Log out',
    logoutConfirm: 'Do you want to log out?',
    switchApp: 'Switch application',
    switching: 'Switching application…',
    switchError: 'application switch error',
    currentApp: 'Current application',
    userMenu: 'User menu',
    loadUserError: 'Could not load your account, please sign in again',
  },
  exception: {
    backHome: 'Back to home',
    notFound: {
      title: 'Page not found',
      description: 'Sorry, the page you visited does not exist or is still under development.',
    },
    serverError: {
      title: 'Server error',
      description: 'Sorry, the server ran into an error.',
    },
  },
};

export default common;

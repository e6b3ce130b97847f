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

import { getToken } from '../../api/token';
import { NotFoundPage } from '../exception/NotFoundPage';

/** The spec's iframe route: the page keeps 260 px for the header, tabs and footer around it. */
const IFRAME_HEIGHT = 'calc(100vh - 260px)';

/** A link ending in 'token=' expects the access token written straight after it. */
export function iframeSource(link: string, token: string | null): string {
  return link.includes('token=') && token ? `${link}${token}` : link;
}

export function IframePage({ link, title }: { link: string | null; title: string }) {
  if (!link) return <NotFoundPage />;
  return (
    <iframe
      src={iframeSource(link, getToken())}
      title={title}
      style={{ width: '100%', height: IFRAME_HEIGHT, border: 0, display: 'block' }}
    />
  );
}

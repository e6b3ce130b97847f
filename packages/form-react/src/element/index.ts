/** The custom-element bundle's entry: registers <siteguard-form> once. */
import '@ant-design/v5-patch-for-react-19';
import { SiteguardFormElement } from './SiteguardFormElement';

export { SiteguardFormElement };

if (!customElements.get('siteguard-form')) customElements.define('siteguard-form', SiteguardFormElement);

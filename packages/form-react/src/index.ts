/**
 * The React layer over @siteguard/form-engine: runtime renderer (#6) and designer (#7). Empty until
 * those issues land.
 */
export {};

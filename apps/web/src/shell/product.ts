/** The product name: never translated, and the fixed suffix of every page title (spec §1). */
export const PRODUCT_NAME = 'Siteguard';

/** The copyright year the spec fixes for the footer (spec §9). */
export const COPYRIGHT_YEAR = 2023;

/** antd's default blue, the spec's default primary colour (decisions: layout defaults). */
export const PRIMARY_COLOR = '#1890FF';

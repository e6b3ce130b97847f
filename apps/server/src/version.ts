/** Reported by /api/health and the OpenAPI document; the build replaces it with package.json's version. */
export const APP_VERSION: string = process.env.npm_package_version ?? '0.1.0';

// Business constants of the specification (seed-spec §9, §1, §7), in one place so a test can pin them.
export const BUILD_VERSION = '3.1.0';
export const ALLOWED_LOCALES = ['en', 'de', 'sw'] as const;
export const DEFAULT_LOCALE = 'en';
export const DEFAULT_PRIMARY_COLOR = '#5761ee';
export const DEFAULT_DATE_FORMAT = 'dd.MM.yyyy';
export const TIME_FORMAT = 'HH:mm';
export const EMBEDDED_TOKEN_CHECK_MS = 60000;
export const SILENT_REFRESH_PATH = '/silent-refresh.html';
export const RESPONSE_TYPE = 'code';
export const REQUIRED_SCOPES = ['openid', 'profile', 'email'] as const;
export const RECOMMENDATION_COUNT = 4;
export const RECOMMENDER_SCENARIO = 'kurs_cf';
/** Module and key of the preference that may carry the primary colour (spec §7). */
export const DESIGN_MODULE = 'DESIGN';
export const PRIMARY_COLOR_KEY = 'PRIMARY_COLOR';
export const DASHBOARD_PATH = '/dashboard';
export const ERROR_PATH = '/error-page';
export const MISSING_ISSUER_MESSAGE = 'invalid config - IDM_ISSUER not set';
export const MISSING_API_URL_MESSAGE = 'invalid config - API_URL not set';
/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60000;

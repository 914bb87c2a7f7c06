/** The hosted page's review timeframe, in business days (pure, so the dashboard's field reads the same numbers). */
export const REVIEW_BUSINESS_DAYS_MAX = 30;
/** The timeframe of an account that never chose one (also the column's default). */
export const REVIEW_BUSINESS_DAYS_DEFAULT = 2;

/** The shortest retention an account may choose (contract section 17); pure, so the dashboard's hint reads the same number. */
export const MIN_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A sent notification stays 90 days, so a "did you email me?" can still be answered; one not yet sent
 * stays however old it is, as it may still go out (or be read at /dev/outbox when no mail server is set).
 */
export const SENT_NOTIFICATION_KEPT_MS = 90 * DAY_MS;

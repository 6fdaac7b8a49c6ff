// The form of the ids the API hands out (PostgreSQL uuids), once for the app and the server: the media and
// category rules, the catalogue and the file routes all check ids against this before they query.

/** A uuid in its usual 8-4-4-4-12 hex form, any case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

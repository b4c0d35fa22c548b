/**
 * Import FIRST in a test file whose reads must find every door open: the business clock a week
 * before the congress (as the demo and the e2e run it) and the doors opening 14 days early, so
 * every event and bus of 01–04/11 accepts check-ins. Tests of the door window itself set their
 * own clock instead (lib/server/services/checkin/door-window.test.ts).
 */
process.env.APP_NOW = "2026-10-25T12:00:00-03:00";
process.env.DOOR_OPENS_MINUTES_BEFORE = "20160";

export {};

/**
 * The settings feature as the Workers' entries see it: the personal-data export job, and the daily
 * chores of account deletion and expired exports.
 */
export { dataExport } from "~/features/settings/export-job";
export { runDeletionChores } from "~/features/settings/account-deletion.server";
export { deleteExpiredExports } from "~/features/settings/data-export.server";

/** The settings feature as the jobs Worker sees it: the personal-data export job. */
export { dataExport } from "~/features/settings/export-job";

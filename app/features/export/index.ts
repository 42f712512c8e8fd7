/** The large download as the jobs Worker sees it (workers/jobs/registry.ts). */
export * from "~/features/export/job";

/** The video feature as the jobs Worker sees it (workers/jobs/registry.ts). */
export * from "~/features/video/job";

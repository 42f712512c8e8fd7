/** The upscale feature as the jobs Worker sees it (workers/jobs/registry.ts). */
export * from "~/features/upscale/job";

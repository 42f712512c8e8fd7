/** The dashboard feature as the jobs Worker sees it: the development sample thumbnails. */
export { sampleThumbnails } from "~/features/dashboard/sample-thumbnails";

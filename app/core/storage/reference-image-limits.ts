/**
 * A reference image (the Thumbnail Expert's attachment, the channel analysis's chosen thumbnail,
 * the quick generator's upload) is at most 5 MB (docs/product.md, Thumbnail Expert).
 */
export const referenceImageMaxBytes = 5 * 1024 * 1024;

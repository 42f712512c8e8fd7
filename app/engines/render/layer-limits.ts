/**
 * A text layer's roles and size ranges. Their own module without zod (as document-positions.ts), so
 * the editor's page gives the ranges to its fields without downloading the document's schemas.
 */

/** Font sizes an editor may choose (px at 1280×720): the fitter never goes above the layer's. */
export const layerSizeLimits = { min: 16, max: 240 } as const;
/** A badge's number may be the biggest thing on the thumbnail (side-headline draws it up to 420 px). */
export const badgeSizeLimits = { min: 16, max: 420 } as const;
export const layerTextMaxLength = 100;

export const layerRoles = ["headline", "secondary", "badge"] as const;
export type LayerRole = (typeof layerRoles)[number];

/** The font sizes a layer of `role` may have. */
export const sizeLimitsFor = (role: LayerRole) => (role === "badge" ? badgeSizeLimits : layerSizeLimits);

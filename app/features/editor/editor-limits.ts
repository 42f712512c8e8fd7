/**
 * The editor's field limits, without zod: the page gives them to its fields, and the schema
 * (editor-form.ts, which the page does not ship) checks the same numbers on the server.
 */
import { layerSizeLimits } from "~/engines/render/layer-limits";

export const editorLimits = { text: 100, size: layerSizeLimits, outline: { min: 0, max: 30 } } as const;

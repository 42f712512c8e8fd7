/**
 * Writes app/ui/icon-sprite.svg: the icons app/ui/icon-names.ts lists, from lucide-static
 * (docs/decisions/029-svg-icons.md). Run `npm run icons` after adding a name there.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { iconNamesFrom, iconSprite } from "./lib/icon-sprite.mjs";

const names = iconNamesFrom(readFileSync(new URL("../app/ui/icon-names.ts", import.meta.url), "utf8"));
writeFileSync(new URL("../app/ui/icon-sprite.svg", import.meta.url), iconSprite(names));
console.log(`app/ui/icon-sprite.svg: ${names.length} icons`);

#!/usr/bin/env node
// Regenerates tests/fixtures/photos/person-astronaut-cutout.png: the astronaut portrait cut out by
// the app's own cut-out code (app/ui/cutout, as built) in Chromium, as a creator's browser does
// before uploading (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the browser). Run
// `npm run build` first. Also checks that the coffee photo (no person) is kept as it is.
import { ensureNode22 } from "./lib/node22.mjs";
ensureNode22(import.meta.url);

const { writeFileSync } = await import("node:fs");
const path = await import("node:path");
const { withCutout } = await import("./lib/cutout-harness.mjs");
const { root } = await import("./lib/local-stack.mjs");

const photos = path.join(root, "tests/fixtures/photos");
await withCutout(async (cutOut) => {
  const person = await cutOut(path.join(photos, "person-astronaut.jpg"));
  if (!person.png) throw new Error("the cut-out found no person in person-astronaut.jpg");
  const target = path.join(photos, "person-astronaut-cutout.png");
  writeFileSync(target, person.png);
  console.log(
    `wrote ${path.relative(root, target)} (${person.png.byteLength} bytes, ${person.milliseconds.toFixed(0)} ms)`,
  );
  const product = await cutOut(path.join(photos, "product-coffee.jpg"));
  console.log(`product-coffee.jpg: ${product.png ? "cut out (unexpected)" : "kept as it is (no person)"}`);
  if (product.png) process.exitCode = 1;
});

// The showcase's contact sheet: one row per brief, one column per photo version, each thumbnail at
// 320×180 with a small caption under it (brief number, language, topic) and the versions named at
// the top. `sheetGeometry` is pure (the unit test checks it); `composeSheet` draws it with the
// renderer's own tools: its cover-crop to shrink, satori with its fonts for the labels, resvg to
// rasterise them; the PNG is written by showcase-png.mjs (smaller than photon's).
import { encodeOpaquePng } from "./showcase-png.mjs";

export const sheetCell = { width: 320, height: 180 };
const caption = 22;
const gap = 10;
const margin = 16;
const header = 64;

/** Where everything goes on a sheet of `rows` briefs by `columns` versions. */
export function sheetGeometry(rows, columns) {
  const width = margin * 2 + columns * sheetCell.width + (columns - 1) * gap;
  const rowHeight = sheetCell.height + caption;
  const height = margin * 2 + header + rows * rowHeight + (rows - 1) * gap;
  const cell = (row, column) => {
    const x = margin + column * (sheetCell.width + gap);
    const y = margin + header + row * (rowHeight + gap);
    return {
      image: { x, y, width: sheetCell.width, height: sheetCell.height },
      caption: { x, y: y + sheetCell.height, width: sheetCell.width, height: caption },
    };
  };
  const columnHeading = (column) => ({
    x: margin + column * (sheetCell.width + gap),
    y: margin + header - 26,
    width: sheetCell.width,
    height: 24,
  });
  const title = { x: margin, y: margin, width: width - margin * 2, height: 30 };
  return { width, height, cell, columnHeading, title };
}

const background = [24, 24, 27];

/** A positioned text box for satori. */
const label = (box, text, size, color, weight = 800) => ({
  type: "div",
  props: {
    style: {
      position: "absolute",
      left: box.x,
      top: box.y,
      width: box.width,
      height: box.height,
      display: "flex",
      alignItems: "center",
      fontFamily: "Montserrat",
      fontWeight: weight,
      fontSize: size,
      color,
      whiteSpace: "nowrap",
      overflow: "hidden",
      textOverflow: "ellipsis",
    },
    children: text,
  },
});

/**
 * The sheet as a PNG. `rows` are `{ caption, cells: (RgbaImage at 1280×720 | null)[] }`, one per
 * brief; `headings` names the columns. `tools` are the renderer's modules loaded in Node.
 */
export async function composeSheet({ engine, pixels }, { title, headings, rows }) {
  const geometry = sheetGeometry(rows.length, headings.length);
  const { width, height } = geometry;
  const sheet = pixels.solid(width, height, background);

  const labels = [label(geometry.title, title, 22, "#fafafa", 900)];
  headings.forEach((heading, column) =>
    labels.push(label(geometry.columnHeading(column), heading, 16, "#fbbf24")),
  );
  rows.forEach((row, r) => {
    row.cells.forEach((image, column) => {
      const { image: box, caption: captionBox } = geometry.cell(r, column);
      if (image) pixels.paste(sheet, pixels.coverCrop(image, box.width, box.height), box.x, box.y);
      labels.push(label({ ...captionBox, x: captionBox.x + 2 }, row.caption, 13, "#d4d4d8", 800));
    });
  });

  const svg = await engine.textToSvg(
    { type: "div", props: { style: { display: "flex", width, height }, children: labels } },
    width,
    height,
  );
  pixels.compositeOver(sheet, engine.rasterize(svg).pixels);

  // Seven bits a channel (the lowest one set): a difference of one level nobody sees, which the
  // grained photos otherwise spend deflate's bytes on. It keeps a four-column sheet near 2.9 MiB
  // instead of 3.6 MiB, in the README and in git's history.
  for (let i = 0; i < sheet.pixels.length; i++) sheet.pixels[i] |= 1;
  return { png: encodeOpaquePng(sheet), width, height };
}

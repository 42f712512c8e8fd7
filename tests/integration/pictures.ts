import * as photon from "@cf-wasm/photon";

/** A photo-like picture (gradients and a disc) as PNG or JPEG bytes, for upload tests. */
export function picture(
  width: number,
  height: number,
  format: "png" | "jpeg" = "png",
): Uint8Array<ArrayBuffer> {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 3) ** 2;
      pixels[i] = inDisc ? 240 : Math.round((255 * x) / width);
      pixels[i + 1] = inDisc ? 180 : Math.round((255 * y) / height);
      pixels[i + 2] = inDisc ? 40 : 128;
      pixels[i + 3] = 255;
    }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return new Uint8Array(format === "png" ? image.get_bytes() : image.get_bytes_jpeg(90));
  } finally {
    image.free();
  }
}

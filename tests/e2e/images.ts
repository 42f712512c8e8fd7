import * as photon from "@cf-wasm/photon/node";

/** An image's size and straight RGBA pixels, decoded with the same photon the Workers use. */
export function decodeImage(bytes: Uint8Array) {
  const image = photon.PhotonImage.new_from_byteslice(bytes);
  try {
    return { width: image.get_width(), height: image.get_height(), pixels: image.get_raw_pixels() };
  } finally {
    image.free();
  }
}

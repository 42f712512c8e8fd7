import type { BriefImage } from "~/core/brief/thumbnail-brief";

/** Images to and from the base64 the OpenAI API sends and accepts. */

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function imageDataUrl(image: BriefImage): string {
  return `data:${image.mime};base64,${bytesToBase64(image.bytes)}`;
}

/** The image type from its first bytes; anything but PNG, JPEG or WebP is an error. */
export function sniffMime(bytes: Uint8Array): BriefImage["mime"] {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    String.fromCharCode(...bytes.subarray(0, 4)) === "RIFF" &&
    String.fromCharCode(...bytes.subarray(8, 12)) === "WEBP"
  )
    return "image/webp";
  throw new Error("The image model returned bytes that are not a PNG, JPEG or WebP image");
}

/** A video's 320×180 thumbnail from YouTube's image host, loaded only when it scrolls near. */
export function VideoImage({ src, className = "" }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
      className={`aspect-video w-full bg-muted object-cover ${className}`}
    />
  );
}

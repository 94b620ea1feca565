import { useState } from 'react';

/** Props of {@link LogoImage}. */
export interface LogoImageProps {
  src: string;
  /** Alternative text from settings; it names the institution (or the link target when linked). */
  alt: string;
  className?: string;
  /** `high` for a screen's largest paint (the login logo), so it is fetched ahead of other images. */
  fetchPriority?: 'high';
}

/**
 * An institution logo. When the image cannot be loaded the alt text is shown as a word mark,
 * so a missing file never leaves an empty header.
 */
export function LogoImage({ src, alt, className, fetchPriority }: LogoImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return <span className={`logo-wordmark ${className ?? ''}`.trim()}>{alt}</span>;
  }
  return (
    <img className={className} src={src} alt={alt} fetchPriority={fetchPriority} onError={() => setFailedSrc(src)} />
  );
}

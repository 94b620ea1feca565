import { useSettings } from '@/settings/use-settings';

const slots = [
  { image: 'footer.image1', alt: 'footer.image1AltText' },
  { image: 'footer.image2', alt: 'footer.image2AltText' },
  { image: 'footer.image3', alt: 'footer.image3AltText' },
] as const;

/** Up to three optional footer images (for example lender and insurer marks); none shows no row. */
export function FooterImages() {
  const settings = useSettings();
  const images = slots
    .map((slot) => ({ src: settings.image(slot.image), alt: settings.text(slot.alt) }))
    .filter((img): img is { src: string; alt: string } => img.src !== undefined);
  if (images.length === 0) return null;
  return (
    <ul className="footer-images">
      {images.map((img) => (
        <li key={img.src}>
          <img src={img.src} alt={img.alt} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

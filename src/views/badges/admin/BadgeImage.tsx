import type { BadgeDesign } from '../../../schemas/badgeDesign';
import { badgeSvgDataUrl } from '../../../schemas/badgeDesign';

export interface BadgeImageProps {
  design: BadgeDesign | null | undefined;
  imageUrl: string | null | undefined;
  size: number;
  /** The image's accessible name; '' when text beside it already names the badge. */
  alt: string;
}

/** A badge's image: the upload's address, else its design drawn by badgeSvg (the same SVG learners get). */
export function BadgeImage({ design, imageUrl, size, alt }: BadgeImageProps) {
  const src = imageUrl || (design ? badgeSvgDataUrl(design, { size }) : null);
  if (!src)
    return (
      <span className="badge-admin-image badge-admin-image-missing" style={{ width: size, height: size }} />
    );
  return <img className="badge-admin-image" src={src} width={size} height={size} alt={alt} />;
}

import { imageVariant, media, type ImageFormat, type ProductImage } from '@/lib/site/facts';

type Props = {
  image: ProductImage;
  alt: string;
  sizes: string;
  width: number;
  className?: string;
  /** In view when the page opens: fetched with the page rather than as the visitor scrolls to it. */
  eager?: boolean;
};

// Pre-sized AVIF and WebP files rendered by scripts/make-assets.mjs: no image optimiser and no client code.
export function ProductPicture({ image, alt, sizes, width, className, eager = false }: Props) {
  const rendered = media.images[image];
  const { widths } = rendered;
  const variant = (w: number, format: ImageFormat) => imageVariant(rendered, w, format);
  const srcSet = (format: ImageFormat) => widths.map((w) => `${variant(w, format)} ${w}w`).join(', ');
  const height = Math.round((width * rendered.height) / rendered.width);
  const fallback = widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={variant(fallback, 'webp')}
        alt={alt}
        width={width}
        height={height}
        className={className}
        decoding="async"
        loading={eager ? 'eager' : 'lazy'}
      />
    </picture>
  );
}

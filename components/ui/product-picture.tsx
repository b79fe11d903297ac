import { preload } from 'react-dom';
import { imageVariant, media, type ImageFormat, type ProductImage } from '@/lib/site/facts';

type Props = {
  image: ProductImage;
  alt: string;
  sizes: string;
  width: number;
  className?: string;
  priority?: boolean;
};

// Pre-sized AVIF and WebP files rendered by scripts/make-assets.mjs: no image optimiser and no client code.
export function ProductPicture({ image, alt, sizes, width, className, priority = false }: Props) {
  const rendered = media.images[image];
  const { widths } = rendered;
  const variant = (w: number, format: ImageFormat) => imageVariant(rendered, w, format);
  const srcSet = (format: ImageFormat) => widths.map((w) => `${variant(w, format)} ${w}w`).join(', ');
  const height = Math.round((width * rendered.height) / rendered.width);
  const fallback = widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1]!;
  if (priority)
    preload(variant(fallback, 'avif'), {
      as: 'image',
      imageSrcSet: srcSet('avif'),
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
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
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}

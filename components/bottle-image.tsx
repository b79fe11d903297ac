import { preload } from 'react-dom';
import { media } from '@/lib/site/facts';

type Props = { alt: string; sizes: string; width: number; className?: string; priority?: boolean };

const srcSet = (format: 'avif' | 'webp') =>
  media.bottle.widths.map((width) => `${media.bottle.variant(width, format)} ${width}w`).join(', ');

// Pre-sized AVIF and WebP files made by scripts/make-assets.mjs: no image optimiser and no client code.
export function BottleImage({ alt, sizes, width, className, priority = false }: Props) {
  const height = Math.round((width * media.bottle.height) / media.bottle.width);
  const fallback = media.bottle.widths.find((candidate) => candidate >= width) ?? media.bottle.width;
  if (priority)
    preload(media.bottle.variant(fallback, 'avif'), {
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
        src={media.bottle.variant(fallback, 'webp')}
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

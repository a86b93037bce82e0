import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { isValidUrl } from '@shared/validation';
import { useState } from 'react';
import type { Category } from '@shared/product';
import { PRODUCT_IMAGE_RATIO } from './card-grid-skeleton';
import { CategoryIcon } from './category-icon';

interface Props {
  url: string;
  alt: string;
  /** Shown as a small icon when there is no usable photo. */
  category: Category;
  /** Above-the-fold images load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  /** The box's size; by default 16:9 on phones, 4:3 wider. */
  sx?: SxProps<Theme>;
}

/**
 * A product photo in a fixed box (no layout shift while it loads), or the
 * category's icon when the URL is not a valid http(s) URL or fails to load.
 */
export function ProductImage({ url, alt, category, eager = false, sx }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const show = isValidUrl(url) && failedUrl !== url;
  return (
    <Box
      sx={[
        {
          aspectRatio: PRODUCT_IMAGE_RATIO,
          bgcolor: show ? 'grey.100' : 'rgba(46, 125, 50, 0.08)',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          flexShrink: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {show ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(url)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <CategoryIcon
          category={category}
          aria-label={alt}
          data-testid="image-placeholder"
          style={{ width: 40, height: 40, fill: '#2e7d32' }}
        />
      )}
    </Box>
  );
}

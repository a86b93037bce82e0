import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import { isValidUrl } from '@shared/validation';
import { useState } from 'react';
import { PRODUCT_IMAGE_RATIO } from './card-grid-skeleton';

interface Props {
  url: string;
  alt: string;
  /** Above-the-fold images load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
}

/**
 * A product photo in a fixed box (16:9 on phones, 4:3 wider; no layout shift while it loads), or a
 * placeholder icon when the URL is not a valid http(s) URL or fails to load.
 */
export function ProductImage({ url, alt, eager = false }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const show = isValidUrl(url) && failedUrl !== url;
  return (
    <Box
      sx={{
        aspectRatio: PRODUCT_IMAGE_RATIO,
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
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
        <ImageNotSupportedOutlined
          role="img"
          aria-label={alt}
          data-testid="image-placeholder"
          sx={{ fontSize: 56, color: 'grey.500' }}
        />
      )}
    </Box>
  );
}
